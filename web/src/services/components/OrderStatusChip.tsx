import type { OrderStatus } from '@app/schemas/services/entities';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';

/** docs/product.md (States): the Italian label and icon of each order status (colours keep AA contrast). */
const STATUS: Record<OrderStatus, { label: string; icon: ReactElement; color: string; background: string }> = {
  pending: { label: 'In Attesa', icon: <ScheduleOutlined />, color: '#7a4100', background: '#fff3e0' },
  completed: { label: 'Completato', icon: <CheckCircleOutlined />, color: '#1b5e20', background: '#e8f5e9' },
  cancelled: { label: 'Annullato', icon: <CancelOutlined />, color: '#8c1d18', background: '#fdecea' },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, icon, color, background } = STATUS[status];
  return (
    <Chip
      size="small"
      icon={icon}
      label={label}
      sx={{ color, bgcolor: background, fontWeight: 600, '& .MuiChip-icon': { color } }}
      data-testid="order-status"
    />
  );
}
