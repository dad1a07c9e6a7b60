import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BomLimits } from '@mts/shared/bom';
import { Limits } from '@mts/shared/constants';
import { BomMsg } from '@mts/shared/messages';
import type { BomDetail, BomRow, BomRowError } from '@mts/shared/schemas';
import { loadedRows } from '@/lib/infinite';
import { positiveInt } from '@/lib/query-params';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { deleteBom } from '../api/bom-moves';
import { createBom, uploadBom } from '../api/create-bom';
import { useBomListPage, useBomListPages } from '../api/get-bom-list';
import { bomKeys } from '../api/keys';
import { attempt, type BomEnv } from './bom-env';
import { BOM_FILE_TYPE_TEXT, isBomFile } from './bom-line';

/** Asked before 删除. */
export const deleteBomText = (name: string) => `确定删除BOM“${name}”吗？删除后无法恢复（已发出的询价不受影响）。`;

/** The path of a BOM's match page. */
export const bomPath = (env: Pick<BomEnv, 'base'>, id: number) => `${env.base}/bom/${id}`;

/**
 * BOM配单 (both apps, /bom): the paste box and the file upload (either makes a BOM matched at once and opens it; the
 * lines refused stay here with their row numbers when any were saved), and 我的BOM (a page for the desktop's table,
 * page after page for the phone) with open and delete.
 */
export function useBomPage(env: BomEnv, { infinite }: { infinite: boolean }) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const filters = { pageSize: BomLimits.pageSize };
  const pageQuery = useBomListPage({ ...filters, pageNum: page }, !infinite);
  const pagesQuery = useBomListPages(filters, { delayMs: Limits.listLoadDelayMs, enabled: infinite });
  const rows: BomRow[] = infinite ? loadedRows(pagesQuery.data) : (pageQuery.data?.rows ?? []);

  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  /** The last BOM made here that had refused lines: its name, id and the rows refused. */
  const [refused, setRefused] = useState<{ id: number; name: string; errors: BomRowError[] } | null>(null);

  const done = (bom: BomDetail) => {
    void queryClient.invalidateQueries({ queryKey: bomKeys.list() });
    queryClient.setQueryData(bomKeys.detail(bom.id), bom);
    const errors = bom.errors ?? [];
    if (errors.length > 0) {
      setRefused({ id: bom.id, name: bom.name, errors });
      env.warn(`已识别 ${bom.lines.length} 行，${errors.length} 行无法识别`);
      return;
    }
    setRefused(null);
    setText('');
    setName('');
    navigate(bomPath(env, bom.id));
  };

  const create = useMutation({ mutationFn: createBom });
  const upload = useMutation({ mutationFn: ({ file, name: n }: { file: File; name?: string }) => uploadBom(file, n) });

  const submitText = async () => {
    const lines = text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '').length;
    const error = lines === 0 ? BomMsg.textRequired : lines > BomLimits.maxLines ? BomMsg.tooManyLines : name.trim().length > BomLimits.nameMax ? BomMsg.nameTooLong : null;
    setInputError(error);
    if (error) return false;
    const bom = await attempt(() => create.mutateAsync({ text, name: name.trim() || undefined }));
    if (!bom) return false;
    done(bom);
    return true;
  };

  const submitFile = async (file: File) => {
    if (!isBomFile(file.name)) {
      setInputError(BOM_FILE_TYPE_TEXT);
      return false;
    }
    setInputError(null);
    const bom = await attempt(() => upload.mutateAsync({ file, name: name.trim() || undefined }));
    if (!bom) return false;
    done(bom);
    return true;
  };

  const remove = useMutation({ mutationFn: deleteBom, onSettled: () => queryClient.invalidateQueries({ queryKey: bomKeys.list() }) });
  const removeBom = async (id: number) => {
    const ok = (await attempt(() => remove.mutateAsync(id))) !== undefined;
    if (ok) env.notify(BomMsg.deleteOk);
    return ok;
  };

  return {
    name,
    setName,
    text,
    setText: (value: string) => {
      setText(value);
      setInputError(null);
    },
    lineCount: text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '').length,
    inputError,
    refused,
    dismissRefused: () => setRefused(null),
    openRefused: () => {
      if (refused) navigate(bomPath(env, refused.id));
    },
    matching: create.isPending || upload.isPending,
    uploading: upload.isPending,
    submitText,
    submitFile,
    page,
    pageSize: BomLimits.pageSize,
    pageQuery,
    pagesQuery,
    rows,
    total: infinite ? (pagesQuery.data?.pages[0]?.total ?? 0) : (pageQuery.data?.total ?? 0),
    setPage: (p: number) => {
      const next = new URLSearchParams(params);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      setParams(next);
    },
    open: (id: number) => navigate(bomPath(env, id)),
    removeBom,
    removing: remove.isPending,
  };
}

export type BomPage = ReturnType<typeof useBomPage>;
