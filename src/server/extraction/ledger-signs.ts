import { chartOfAccounts, expenseKeys, type LineItemKey } from "../../contract/chart-of-accounts";

/**
 * reader25: statements printed in a ledger's signs, as SAP and other bookkeeping systems print a
 * balance list ("Umsatzerlöse 19.859.860,90-", "Summe Passiva 11.150.628,27-"): debits plain,
 * credits negative. The contract stores natural signs (revenue, profit, liabilities and equity
 * positive), so every credit-normal key is turned round; a debit-normal one stays as printed (a loss
 * printed as a plain debit becomes a negative profit, a deficit on reserves a negative reserve).
 *
 * Only where the print says so for certain: an income statement whose revenue and at least one
 * profit or income line print negative while its expenses print plain; a balance sheet whose total
 * of liabilities and equity (never negative in natural signs) prints negative beside positive total
 * assets, or whose share capital does.
 */
const INCOME_CREDITS: readonly LineItemKey[] = [
  "revenue",
  "gross_profit",
  "ebitda",
  "operating_profit",
  "other_income",
  "profit_before_tax",
  "net_profit",
];
/** The expenses (the contract's expense keys) but the income tax, which a tax credit prints plain as a credit. */
const INCOME_DEBITS: readonly LineItemKey[] = expenseKeys.filter((key) => key !== "income_tax");
const BALANCE = chartOfAccounts.balance_sheet as readonly LineItemKey[];
/** The liabilities and equity side: every key after total assets. */
const BALANCE_CREDITS = BALANCE.slice(BALANCE.indexOf("total_assets") + 1);

type Signed = { amount: number; notes?: Array<{ kind: "sign" | "derived" | "convention"; detail: string }> };

type StatementType = "balance_sheet" | "income_statement" | "cashflow_statement";

/** Whether one column of a statement prints a ledger's signs (see above). */
export function printsLedgerSigns(type: StatementType, items: ReadonlyMap<LineItemKey, Signed>): boolean {
  const v = (k: LineItemKey) => items.get(k)?.amount;
  if (type === "income_statement") {
    const revenue = v("revenue");
    if (revenue === undefined || revenue >= 0) return false;
    const others = INCOME_CREDITS.filter((k) => k !== "revenue" && (v(k) ?? 0) < 0).length;
    const debits = INCOME_DEBITS.map(v).filter((x): x is number => x !== undefined && x !== 0);
    const plain = debits.filter((x) => x > 0).length;
    return others > 0 && debits.length > 0 && plain === debits.length;
  }
  if (type === "balance_sheet") {
    const assets = v("total_assets");
    const total = v("total_liabilities_and_equity");
    const capital = v("share_capital");
    const negative =
      (total !== undefined && total < 0) || (total === undefined && capital !== undefined && capital < 0);
    return negative && (assets === undefined || assets > 0);
  }
  return false;
}

/**
 * Turns round the credit-normal keys of a column of a statement printed in a ledger's signs (every
 * column of a statement one of whose columns prints them: the columns of one print share them).
 */
export function turnLedgerCredits(type: StatementType, items: Map<LineItemKey, Signed>): void {
  const credits = type === "income_statement" ? INCOME_CREDITS : type === "balance_sheet" ? BALANCE_CREDITS : [];
  for (const k of credits) {
    const e = items.get(k);
    if (!e || e.amount === 0) continue;
    e.amount = -e.amount;
    e.notes = [
      ...(e.notes ?? []),
      { kind: "sign", detail: "printed in a ledger's signs (credits negative): stored with the contract's sign" },
    ];
  }
}
