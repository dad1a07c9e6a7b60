/** BOM配单 (issue 24): the list, its lines, matching and acting on the result. */
export const BomMsg = {
  // The list given
  textRequired: '请粘贴型号清单',
  textTooLong: '粘贴的内容过长，请改为上传文件',
  nameTooLong: '名称不能超过 40 个字符',
  noLines: '没有可识别的型号行，请按“型号 数量”每行一个填写',
  tooManyLines: '一个BOM最多 2000 行，请拆分后上传',
  tooManyBoms: '最多保存 200 个BOM，请删除不用的BOM后再创建',
  fileMissing: '请选择要上传的BOM文件',
  fileType: '只支持 .xlsx、.xls 或 .csv 格式的BOM文件',
  noHeader: '没有找到表头行，请确认表格里有“型号”和“数量”列',
  noQuantityColumn: '没有找到“数量”列',
  // Line reasons
  rowNoModel: '缺少型号',
  rowModelTooLong: '型号超过 64 个字符',
  rowModelChars: '型号含有不支持的字符',
  rowNoQuantity: '缺少数量',
  rowQuantity: '数量无法识别（请写数字，如 2000、2k、1W）',
  rowQuantityRange: '数量超出范围',
  rowPrice: '目标价无法识别',
  rowTooLong: '内容过长',
  // The BOM and its lines
  bomNotFound: 'BOM不存在',
  lineNotFound: 'BOM行不存在',
  offerNotFound: '所选商品不是该行的报价',
  linesRequired: '请选择BOM行',
  noOffer: '该行没有可购买的报价',
  unnamed: '未命名BOM',
  deleteOk: '已删除',
  exportTitle: 'BOM配单',
} as const;
