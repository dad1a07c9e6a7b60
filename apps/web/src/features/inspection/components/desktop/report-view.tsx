import { Descriptions, Image, Tag } from 'antd';
import type { InspectionReport } from '@mts/shared/schemas';
import { reportFacts } from '../../model/inspection-view';
import './inspection.css';

/** The filed report, read-only: result, counted quantity, date code, markings, notes, inspector, time and the photos. */
export function ReportView({ report }: { report: InspectionReport }) {
  return (
    <div data-testid="inspection-report" data-result={report.result}>
      <Descriptions column={2} size="small" bordered>
        {reportFacts(report).map(([label, value]) => (
          <Descriptions.Item key={label} label={label} span={label === '丝印' || label === '备注' ? 2 : 1}>
            {label === '验货结果' ? (
              <Tag color={report.result === 'pass' ? 'success' : 'error'} data-testid="report-result">
                {value}
              </Tag>
            ) : (
              <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <div className="pc-inspect-photos" data-testid="report-photos">
        <Image.PreviewGroup>
          {report.photos.map((url) => (
            <Image key={url} src={url} width={104} height={104} alt="验货照片" />
          ))}
        </Image.PreviewGroup>
      </div>
    </div>
  );
}
