import { CompanyBadge } from '@/components/company-badge';
import type { ReactNode } from 'react';
import Swiper from 'antd-mobile/es/components/swiper';
import type { GoodsDetail } from '@mts/shared/schemas';
import { GoodsType } from '@mts/shared/constants';
import { formatDate, formatQuantity } from '@mts/shared/format';
import { SafeImage } from '@/components/safe-image';
import { priceLabel } from '@/lib/price';
import { GoodsTypeBadge } from './goods-type-badge';
import styles from './goods-detail-view.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Everything a trader checks on a listing: part number, price, quantity, specs, batch, condition, delivery, contact.
 * The page may add the market's badge beside the price and the price panel under the first card (行情, issue 25).
 */
export function GoodsDetailView({ goods, priceBadge, marketPanel }: { goods: GoodsDetail; priceBadge?: ReactNode; marketPanel?: ReactNode }) {
  const images = goods.images.length > 0 ? goods.images : [goods.goodsImage];
  const price = priceLabel(goods);
  const demand = goods.type === GoodsType.Demand;
  const brand = [goods.brandName, goods.brandNameEn].filter(Boolean).join(' ');

  return (
    <div className={styles.detail} data-testid="goods-detail">
      <div className={styles.gallery}>
        <Swiper loop={images.length > 1} indicator={images.length > 1 ? undefined : false}>
          {images.map((src, i) => (
            <Swiper.Item key={`${src}-${i}`}>
              <div className={styles.slide}>
                <SafeImage src={src} alt={goods.goodsModel} loading={i === 0 ? 'eager' : 'lazy'} />
              </div>
            </Swiper.Item>
          ))}
        </Swiper>
      </div>

      <section className={styles.card}>
        <div className={styles.priceLine}>
          <span className={styles.price} data-testid="detail-price">
            {price.prefix && <span className={styles.pricePrefix}>{price.prefix}</span>}
            <span className={price.negotiable ? styles.negotiable : undefined}>{price.text}</span>
          </span>
          {!price.negotiable && <span className={styles.tax}>{goods.taxIncluded ? '含税' : '不含税'}</span>}
          {priceBadge}
          <span className={styles.stock}>{goods.stockType}</span>
        </div>
        <h1 className={styles.model}>
          <GoodsTypeBadge type={goods.type} />
          <span>{goods.goodsModel}</span>
        </h1>
        <p className={styles.name}>{[goods.goodsName, goods.deputyTitle].filter(Boolean).join(' · ')}</p>
        <CompanyBadge company={goods.company} detailed className={styles.company} />
        <div className={styles.stats}>
          <div>
            <strong>{formatQuantity(goods.quantity)}</strong>
            <span>{demand ? '求购数量 (片)' : '库存数量 (片)'}</span>
          </div>
          <div>
            <strong>{goods.moq ? formatQuantity(goods.moq) : '--'}</strong>
            <span>最小起订量 (MOQ)</span>
          </div>
          <div>
            <strong>{goods.deliveryPlace || '--'}</strong>
            <span>交货地</span>
          </div>
        </div>
      </section>

      {marketPanel}

      <section className={styles.card}>
        <h2 className={styles.heading}>基本信息</h2>
        <dl className={styles.table}>
          <Row label="品牌">{brand}</Row>
          <Row label="分类">{goods.categoryName}</Row>
          <Row label="封装">{goods.package}</Row>
          <Row label="包装">{goods.packing}</Row>
          <Row label="批号">{goods.dateCode}</Row>
          <Row label="成色">{goods.condition}</Row>
          <Row label="交货地">{goods.deliveryPlace}</Row>
          <Row label="货期">{goods.stockType === '期货' && goods.leadTime ? `期货 · ${goods.leadTime}` : goods.stockType}</Row>
        </dl>
      </section>

      {goods.specs.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.heading}>规格参数</h2>
          <dl className={styles.table} data-testid="goods-specs">
            {goods.specs.map((spec) => (
              <Row key={spec.label} label={spec.label}>
                {spec.value}
              </Row>
            ))}
          </dl>
        </section>
      )}

      {goods.remark && (
        <section className={styles.card}>
          <h2 className={styles.heading}>备注</h2>
          <p className={styles.remark}>{goods.remark}</p>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.heading}>联系信息</h2>
        <dl className={styles.table}>
          <Row label="联系人">{goods.contactName || goods.shopContacts}</Row>
          <Row label="联系电话">{goods.contactMobile}</Row>
          <Row label="发布时间">{formatDate(goods.createTime)}</Row>
        </dl>
        {goods.contactMobile.includes('*') && (
          <p className={styles.mediated} data-testid="contact-mediated">
            卖家联系方式已隐藏，交易由平台居间撮合，请点击「咨询」联系平台
          </p>
        )}
      </section>
    </div>
  );
}
