export { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
