// Shared with the account pages; kept here so the admin dialogs' imports stay as they are.
export { FormTextField } from '../../../components/FormTextField';
