import type { AnalyticsView } from '@app/schemas/analytics/analytics';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { downloadText, seriesCsv } from '../lib/seriesCsv';

/** 'Esporta CSV' downloads the period's series; the PDF and scheduled report do nothing yet (docs/product.md). */
export function ReportExport({ data }: { data: AnalyticsView | undefined }) {
  const exportCsv = () => data && downloadText(seriesCsv(data.days), `analytics-${data.from}-${data.to}.csv`);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<DownloadOutlined />} onClick={exportCsv} disabled={!data}>
        Esporta CSV
      </Button>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />}>
        Esporta PDF
      </Button>
      <Button variant="outlined" startIcon={<ScheduleSendOutlined />}>
        Report programmato
      </Button>
    </Box>
  );
}
