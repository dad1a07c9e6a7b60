/** Input and transport refusals: every one leaves in the envelope with its HTTP status as the code. */
export const InputMsg = {
  badId: '编号无效，须为 1–2147483647 的整数',
  controlChars: '不能包含控制字符',
  badJson: '请求格式错误',
  badRequest: '请求无效',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  methodNotAllowed: '请求方法不支持',
  urlTooLong: '请求地址过长',
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时，请重试',
  imageUrl: '图片地址无效，请重新上传',
} as const;
