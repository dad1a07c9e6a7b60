/** Company verification (企业认证, issue 12). */
export const CompanyMsg = {
  companyName: '请输入公司名称（2–60 个字）',
  creditCode: '请输入正确的统一社会信用代码（18 位）',
  legalRepresentative: '请输入法定代表人姓名（2–30 个字）',
  licenceImage: '请上传营业执照图片',
  submitOk: '企业认证已提交，请等待审核',
  pending: '您的企业认证正在审核中，请勿重复提交',
  alreadyVerified: '您的企业已认证，如需变更请联系平台',
  codeTaken: '该统一社会信用代码已被其他账号认证',
  notFound: '企业认证申请不存在',
  wrongStatus: (statusText: string) => `该企业认证${statusText}，不能再操作`,
  approveOk: '企业认证已通过',
  rejectOk: '企业认证已驳回',
  revokeOk: '企业认证已撤销',
} as const;
