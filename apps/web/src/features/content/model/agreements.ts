import { AGREEMENT_PATHS } from '@mts/shared/constants';
import type { SiteConfig } from '@mts/shared/schemas';

/**
 * 《用户协议》 and 《隐私政策》 (issue 22): the two documents a person agrees to on the login pages (phone /login and
 * the desktop login dialog), shown at /agreement/user and /agreement/privacy (and /pc/…). The text names the
 * platform and its contacts from the site configuration (GET /site/config), so the brand is one name everywhere.
 */
export type AgreementKind = 'user' | 'privacy';

export type AgreementSection = { heading: string; paragraphs: readonly string[] };
export type Agreement = { kind: AgreementKind; title: string; updated: string; intro: string; sections: readonly AgreementSection[] };

export const AGREEMENT_TITLES: Readonly<Record<AgreementKind, string>> = { user: '用户协议', privacy: '隐私政策' };

/** The page of a document on the phone; the desktop's is under /pc. */
export const agreementPath = (kind: AgreementKind) => AGREEMENT_PATHS[kind];

/** The :kind of /agreement/:kind, or null for anything else (the page shows 页面不存在). */
export const agreementKindOf = (value: string | undefined): AgreementKind | null => (value === 'user' || value === 'privacy' ? value : null);

/** The date the current versions took effect. */
const UPDATED = '2026 年 1 月 1 日';

const contact = (site: SiteConfig) =>
  [site.servicePhone && `客服热线 ${site.servicePhone}`, site.serviceEmail && `邮箱 ${site.serviceEmail}`].filter(Boolean).join('，') || '平台客服';

function userAgreement(site: SiteConfig): Agreement {
  const p = site.brand;
  return {
    kind: 'user',
    title: `${p} ${AGREEMENT_TITLES.user}`,
    updated: UPDATED,
    intro: `欢迎使用${site.siteName}（以下简称「${p}」或「本平台」）。本平台为存储芯片（DRAM、NAND Flash、eMMC/UFS、内存条、SSD 等）的企业间现货交易提供信息发布、撮合、担保交易与验货服务。请您在登录或注册前仔细阅读本协议；勾选同意并完成登录，即表示您已阅读、理解并同意受本协议约束。`,
    sections: [
      {
        heading: '一、账号注册与使用',
        paragraphs: [
          '您以手机号和短信验证码登录；未注册的手机号验证后将自动创建账号。一个手机号对应一个账号，账号仅限本人或本人所代表的企业使用，不得转让、出借或出售。',
          '发布商品、下单付款、提现等操作前，您须完成实名认证；以企业名义交易的，须完成企业认证并保证所提交的营业执照、授权等资料真实、有效。',
          '您应妥善保管手机及验证码。通过您的账号进行的操作视为您本人或您所代表企业的行为；发现账号被盗用时，请立即联系平台客服冻结账号。',
        ],
      },
      {
        heading: '二、信息发布规则',
        paragraphs: [
          '您发布的供求信息、商品（型号、品牌、批号、数量、价格、交货地等）须真实、准确，不得发布翻新、拆机冒充原装、来源不明或侵犯他人知识产权的货物，不得发布虚假报价扰乱市场。',
          '平台有权对信息进行审核，对违反法律法规或本协议的信息予以删除、屏蔽，并视情节限制或冻结相关账号。',
        ],
      },
      {
        heading: '三、交易规则',
        paragraphs: [
          '买卖双方通过意向单达成交易意向，由平台谈判人与商务人员跟单，经双方确认的合同条款（型号、数量、单价、金额、交货与验货条件）即为交易依据；合同确认后不可更改。',
          '平台作为信息与撮合服务提供者，不是买卖合同的当事人，但会依照合同与本协议提供担保交易与验货服务。平台按合同约定的费率收取交易服务费，在结算时从卖方货款中扣除。',
        ],
      },
      {
        heading: '四、担保交易（资金托管）',
        paragraphs: [
          '买方将货款支付至平台担保账户（余额支付或对公转账）后，货款在平台冻结托管，不会直接支付给卖方。',
          '验货通过且买方确认收货（或验货通过后超过约定期限自动确认收货）后，平台将货款扣除服务费后结算给卖方；验货未通过、双方协商取消或纠纷裁定退款的，平台将冻结的货款退回买方账户。',
          '账户余额可申请提现至您本人或本企业名下的银行账户，平台在审核后打款。',
        ],
      },
      {
        heading: '五、验货',
        paragraphs: [
          '卖方须按合同将货物发至平台指定验货点，并如实填写物流公司与运单号。平台验货员核对型号、数量、外观、原厂标识与批号，必要时进行抽样检测，并出具验货报告。',
          '验货报告是放款或退款的依据；对验货结果有异议的，可在订单中发起纠纷，由平台运营介入处理，处理完成前订单的发货、收货与退款暂停。',
        ],
      },
      {
        heading: '六、用户义务与禁止行为',
        paragraphs: [
          '您不得绕开平台私下交易以规避担保与服务费，不得利用平台从事洗钱、套现、虚假交易等违法活动，不得干扰平台正常运行或以技术手段抓取平台数据。',
          '违反前述约定的，平台有权视情节采取警告、限制功能、冻结账号等措施，并保留追究法律责任的权利。',
        ],
      },
      {
        heading: '七、责任限制',
        paragraphs: [
          '因不可抗力、电信或网络故障、第三方（物流、银行、支付机构）原因导致的服务中断或延误，平台在法律允许的范围内不承担责任，但会尽力协助处理。',
          '行情与价格信息仅供参考，交易决策由您自行作出。',
        ],
      },
      {
        heading: '八、协议的变更与争议解决',
        paragraphs: [
          '平台可根据业务与法律法规的变化修订本协议，修订后将在平台公示；您继续使用服务即视为接受修订后的协议。',
          '本协议适用中华人民共和国法律（不含港澳台地区法律）。因本协议产生的争议，双方应协商解决；协商不成的，提交平台运营方所在地有管辖权的人民法院诉讼解决。',
        ],
      },
      { heading: '九、联系我们', paragraphs: [`如对本协议有任何疑问，请联系${contact(site)}。`] },
    ],
  };
}

function privacyPolicy(site: SiteConfig): Agreement {
  const p = site.brand;
  return {
    kind: 'privacy',
    title: `${p} ${AGREEMENT_TITLES.privacy}`,
    updated: UPDATED,
    intro: `${site.siteName}（以下简称「${p}」或「我们」）依据《中华人民共和国个人信息保护法》等法律法规处理您的个人信息。本政策说明我们收集哪些信息、为什么收集、如何使用、保存多久，以及您享有的权利。请在登录前仔细阅读；勾选同意并完成登录，即表示您同意我们按本政策处理您的个人信息。`,
    sections: [
      {
        heading: '一、我们收集的信息及目的',
        paragraphs: [
          '账号信息：手机号（用于登录、接收验证码与交易通知）、昵称与头像（用于展示）。',
          '身份信息：实名认证时的真实姓名与身份证号（用于核验身份，满足交易与提现的实名要求；身份证号仅保存不可逆的校验值与脱敏号码）；企业认证时的企业名称、统一社会信用代码、法定代表人与营业执照图片（用于核验企业主体并生成合同当事人信息）。',
          '交易信息：您发布的商品与供求信息、意向单、订单、合同、物流单号、验货报告、资金流水与银行账户信息（用于撮合、履约、担保结算、开票与对账）。',
          '设备与日志信息：IP 地址、浏览器类型、访问时间与操作记录（用于保障账号与交易安全、防范欺诈、排查故障）。',
          '我们不会收集与交易服务无关的个人信息，也不会以拒绝提供服务迫使您同意非必要的收集。',
        ],
      },
      {
        heading: '二、敏感个人信息',
        paragraphs: [
          '身份证号、银行账户、资金流水属于敏感个人信息。我们仅在实名认证、提现与担保交易所必需的范围内处理，并采取加密存储、脱敏展示、访问权限控制与操作审计等措施加以保护。',
        ],
      },
      {
        heading: '三、信息的共享与公开',
        paragraphs: [
          '为完成交易，我们会向交易对方、跟单的谈判人与商务人员、验货员提供履约所需的信息（如合同当事人名称与联系方式，其中手机号按角色脱敏展示）。',
          '为完成短信发送、实名核验、支付结算与物流查询，我们会向相应的服务提供方提供必要信息，并要求其依法保护。',
          '除法律法规规定或有权机关依法要求外，我们不会向其他第三方出售或提供您的个人信息，也不会公开披露。',
        ],
      },
      {
        heading: '四、保存期限与地点',
        paragraphs: [
          '您的个人信息存储于中华人民共和国境内。账号信息在您注销账号后删除或匿名化处理；交易、合同与资金记录依照《电子商务法》等规定，自交易完成之日起保存不少于三年；日志信息保存不超过六个月。法律法规另有规定的，从其规定。',
        ],
      },
      {
        heading: '五、您的权利',
        paragraphs: [
          '您有权查阅、复制、更正、补充您的个人信息，有权撤回同意、要求删除个人信息或注销账号，有权要求我们对本政策作出解释说明。',
          '您可以在个人中心查看和修改资料，或联系客服行使上述权利；我们将在核验您的身份后十五个工作日内答复。撤回同意不影响撤回前基于同意已进行的处理。',
        ],
      },
      {
        heading: '六、信息安全',
        paragraphs: [
          '我们采取传输加密、访问控制、最小权限与安全审计等措施保护您的信息。如发生个人信息泄露等安全事件，我们将依法及时告知您并向主管部门报告。',
        ],
      },
      {
        heading: '七、未成年人',
        paragraphs: ['本平台面向企业与从事存储芯片贸易的成年人提供服务，不向未满十八周岁的未成年人提供服务。'],
      },
      {
        heading: '八、政策的更新',
        paragraphs: ['本政策更新后，我们会在平台公示；涉及处理目的、方式或信息种类发生重大变化的，将再次征得您的同意。'],
      },
      {
        heading: '九、联系我们',
        paragraphs: [`个人信息保护相关的问题、投诉或请求，请联系${contact(site)}。${site.icpRecord ? `网站备案号：${site.icpRecord}。` : ''}`],
      },
    ],
  };
}

/** The document of a kind, worded with the configured brand and contacts. */
export const agreementOf = (kind: AgreementKind, site: SiteConfig): Agreement => (kind === 'user' ? userAgreement(site) : privacyPolicy(site));
