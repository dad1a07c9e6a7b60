import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { searchHistory } from '@/lib/storage';
import { useTypeSearch } from '../../api/search-types';
import type { SearchTarget } from '../../model/search-url';
import { HighlightText } from './highlight-text';
import { brandLabel, ModelOption, useTypedSuggest } from './suggest-inputs';
import './search-box.css';

type Props = {
  defaultValue?: string;
  size?: 'middle' | 'large';
  /** Hot words (dict hot_search) shown as a row under the box. */
  hotWords?: string[];
  /** Light text for the hot-word row on dark backgrounds. */
  dark?: boolean;
  placeholder?: string;
  onSearch: (target: SearchTarget) => void;
  width?: number | string;
};

/**
 * Part-number search: history and hot words in the drop-down while empty; while typing, known part numbers
 * and brands (/goods/suggest) with the typed text marked, and matching categories. Every keyword search is saved to the history.
 */
export function SearchBox({ defaultValue = '', size = 'middle', hotWords = [], dark, placeholder, onSearch, width }: Props) {
  const [value, setValue] = useState(defaultValue);
  const [history, setHistory] = useState(searchHistory.list);
  const { typed, known } = useTypedSuggest(value);
  const suggestions = useTypeSearch(typed);

  const submit = (keyword: string) => {
    const word = keyword.trim();
    if (word) setHistory(searchHistory.add(word));
    setValue(word);
    onSearch({ keyword: word });
  };

  const emptyOptions = [
    ...(history.length
      ? [
          {
            label: (
              <div className="pc-search-group">
                <span>搜索历史</span>
                <a
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => {
                    e.stopPropagation();
                    searchHistory.clear();
                    setHistory([]);
                  }}
                >
                  清空
                </a>
              </div>
            ),
            options: history.map((word) => ({ value: `h:${word}`, label: word })),
          },
        ]
      : []),
    ...(hotWords.length ? [{ label: <div className="pc-search-group">热门搜索</div>, options: hotWords.map((w) => ({ value: `h:${w}`, label: w })) }] : []),
  ];

  const found = suggestions.data;
  const models = known.data?.models ?? [];
  // brands from /goods/suggest (中文, English and aliases), else from the type search
  const brands = known.data?.brands.length ? known.data.brands : (found?.brands ?? []);
  const typedOptions = typed
    ? [
        {
          label: <div className="pc-search-group">搜索型号</div>,
          options: [
            { value: `h:${typed}`, label: `搜索“${typed}”` },
            ...models.slice(0, 8).map((m) => ({
              value: `m:${m.goodsModel}`,
              label: <ModelOption model={m.goodsModel} brand={m.brandName} typed={typed} testId="search-suggestion" />,
            })),
          ],
        },
        ...(brands.length
          ? [
              {
                label: <div className="pc-search-group">品牌</div>,
                options: brands.slice(0, 5).map((b) => ({
                  value: `b:${b.name}`,
                  label: (
                    <span data-testid="search-suggestion">
                      <HighlightText text={brandLabel(b)} keyword={typed} />
                    </span>
                  ),
                })),
              },
            ]
          : []),
        ...(found?.categories.length
          ? [
              {
                label: <div className="pc-search-group">分类</div>,
                options: found.categories.slice(0, 5).map((c) => ({ value: `c:${c.id}`, label: c.parentName ? `${c.parentName} / ${c.name}` : c.name })),
              },
            ]
          : []),
      ]
    : emptyOptions;

  // Option values carry their kind: h: keyword, m: known part number (searched as a keyword), c: category id, b: brand name.
  const onSelect = (picked: string) => {
    const [kind, rest] = [picked.slice(0, 1), picked.slice(2)];
    if (kind === 'c') {
      setValue('');
      onSearch({ categoryId: Number(rest) });
    } else if (kind === 'b') {
      setValue('');
      onSearch({ brand: rest });
    } else submit(rest);
  };

  return (
    <div className={`pc-search-box${dark ? ' is-dark' : ''}`} style={{ width }}>
      <AutoComplete
        value={value}
        options={typedOptions}
        onSelect={onSelect}
        onChange={(v: string) => setValue(/^[hmcb]:/.test(v) ? value : v)}
        style={{ width: '100%' }}
        popupMatchSelectWidth
      >
        <Input.Search
          size={size}
          allowClear
          enterButton="搜索"
          maxLength={64}
          placeholder={placeholder ?? '输入型号、品牌或分类，如 K4A8G165WC'}
          onSearch={(v, _e, info) => {
            if (info?.source !== 'clear') submit(v);
          }}
        />
      </AutoComplete>
      {hotWords.length ? (
        <div className="pc-search-hot">
          <span>热门：</span>
          {hotWords.slice(0, 8).map((word) => (
            <a key={word} onClick={() => submit(word)}>
              {word}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
