import Checkbox from 'antd-mobile/es/components/checkbox';
import { brandedName, formatPrice } from '@mts/shared/format';
import type { CartLine } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { NEGOTIABLE } from '@/lib/price';
import { unavailableText } from '../../model/cart';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

type Props = {
  line: CartLine;
  checked: boolean;
  selectable: boolean;
  onToggle: () => void;
  onQuantity: (goodsNum: number) => void;
  onOpen: () => void;
};

/** One cart line: checkbox, picture, part number, price and the stepper; an unavailable line is greyed (已下架). */
export function CartLineRow({ line, checked, selectable, onToggle, onQuantity, onOpen }: Props) {
  const off = unavailableText(line);
  const price = line.goods.skuInfo.goods_price;
  return (
    <div className={`${styles.line} ${off ? styles.lineOff : ''}`} data-testid="cart-line" data-id={line.id}>
      <Checkbox checked={checked} disabled={!selectable} onChange={onToggle} aria-label={`选择 ${line.goods.goods_model}`} data-testid="line-check" />
      <button type="button" className={styles.lineImage} onClick={onOpen} aria-label={line.goods.goods_model}>
        <SafeImage src={line.goods.goods_image} alt={line.goods.goods_model} />
        {off && <span className={styles.offTag}>{off}</span>}
      </button>
      <div className={styles.lineMain}>
        <p className={styles.lineModel}>{line.goods.goods_model}</p>
        <p className={styles.lineName}>{brandedName(line.goods.brand_name, line.goods.goods_name)}</p>
        <div className={styles.lineBottom}>
          <span className={styles.linePrice}>{price === null ? NEGOTIABLE : formatPrice(price, line.goods.price_unit)}</span>
          <QuantityStepper
            value={line.goods_num}
            max={Math.max(1, line.goods.quantity)}
            disabled={!!off}
            onChange={onQuantity}
            testId="line-stepper"
            label={`${line.goods.goods_model} 数量`}
          />
        </div>
      </div>
    </div>
  );
}
