/** Who may read and change the fiscal files of an order (payment method, e-invoice, credit note): the admin, who runs the orders. */
export const FISCAL_ACCESS = 'admin' as const;

/**
 * Who may read and send the Sistema TS documents: the doctor, since each one says that a named
 * patient paid for a health service (health data, docs/security.md).
 */
export const SISTEMA_TS_ACCESS = 'doctor' as const;
