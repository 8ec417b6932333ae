import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { useDiaryTrends } from '../api/diary';
import { DiaryTrendCharts } from './DiaryTrendCharts';

/** The patient's own charts (a lazy chunk: @mui/x-charts loads only when she opens them). */
export default function DiaryTrends() {
  const trends = useDiaryTrends();
  if (trends.isLoading) return <LoadingState label="Caricamento degli andamenti..." />;
  if (trends.isError) return <LoadError title="Impossibile caricare gli andamenti" query={trends} />;
  return trends.data ? <DiaryTrendCharts data={trends.data} /> : null;
}
