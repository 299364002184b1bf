import type { LineItemKey } from "../../../contract/chart-of-accounts";

/**
 * Which concepts of the taxonomies that matter become which key of the chart of accounts: data,
 * not code. Each taxonomy is recognised by its namespace, whatever prefix a filing gives it; for a
 * key, the concepts are listed in order of preference (the first one a filing reports is taken).
 * `negate` turns a concept whose positive value is an outflow (a payment) into the contract's
 * convention for the cash flow statement (outflows negative). Sources:
 * - ifrs-full: IFRS Foundation, IFRS Accounting Taxonomy (ESEF), element names as of 2023.
 * - uk-frc: FRC Taxonomies 2019+ (FRS 102 / FRS 105, `http://xbrl.frc.org.uk/fr/<date>/core`), used
 *   by Companies House accounts.
 * - uk-gaap-2009: UK GAAP taxonomy 2009-09-01 (`http://www.xbrl.org/uk/gaap/core/2009-09-01`), where cheap.
 * - us-gaap: FASB US GAAP Financial Reporting Taxonomy (`http://fasb.org/us-gaap/<date>`).
 * - dk-fsa: Danish Business Authority (Erhvervsstyrelsen) taxonomy `http://xbrl.dcca.dk/fsa`, where cheap.
 * - nl-bw2: Dutch taxonomy (NT, `…/bw2-titel9-cor`) for KvK filings, where cheap.
 */
export type Taxonomy = "ifrs-full" | "uk-frc" | "uk-gaap-2009" | "us-gaap" | "dk-fsa" | "nl-bw2";

export interface ConceptMapping {
  key: LineItemKey;
  concepts: ReadonlyArray<string | { name: string; negate: true }>;
}

/** The taxonomy of a concept's namespace, or undefined when none we map. */
export function taxonomyOf(namespace: string): Taxonomy | undefined {
  const ifrs =
    namespace.startsWith("http://xbrl.ifrs.org/taxonomy/") || namespace.startsWith("https://xbrl.ifrs.org/taxonomy/");
  if (ifrs && namespace.endsWith("/ifrs-full")) return "ifrs-full";
  if (namespace.startsWith("http://xbrl.frc.org.uk/fr/") && namespace.endsWith("/core")) return "uk-frc";
  if (namespace === "http://www.xbrl.org/uk/gaap/core/2009-09-01") return "uk-gaap-2009";
  if (namespace.startsWith("http://fasb.org/us-gaap/")) return "us-gaap";
  if (namespace === "http://xbrl.dcca.dk/fsa") return "dk-fsa";
  if (namespace.startsWith("https://www.nltaxonomie.nl/") && namespace.endsWith("/bw2-titel9-cor")) return "nl-bw2";
  return undefined;
}

export const conceptMap: Record<Taxonomy, readonly ConceptMapping[]> = {
  "ifrs-full": [
    { key: "cash", concepts: ["CashAndCashEquivalents"] },
    { key: "trade_receivables", concepts: ["TradeAndOtherCurrentReceivables", "CurrentTradeReceivables"] },
    { key: "inventory", concepts: ["Inventories"] },
    { key: "total_current_assets", concepts: ["CurrentAssets"] },
    { key: "net_fixed_assets", concepts: ["PropertyPlantAndEquipment"] },
    { key: "intangible_assets", concepts: ["IntangibleAssetsAndGoodwill", "IntangibleAssetsOtherThanGoodwill"] },
    { key: "total_non_current_assets", concepts: ["NoncurrentAssets"] },
    { key: "total_assets", concepts: ["Assets"] },
    { key: "trade_payables", concepts: ["TradeAndOtherCurrentPayables", "CurrentTradePayables"] },
    { key: "short_term_debt", concepts: ["ShorttermBorrowings", "CurrentBorrowings"] },
    { key: "current_portion_long_term_debt", concepts: ["CurrentPortionOfLongtermBorrowings"] },
    { key: "total_current_liabilities", concepts: ["CurrentLiabilities"] },
    { key: "long_term_debt", concepts: ["LongtermBorrowings", "NoncurrentPortionOfNoncurrentBorrowings"] },
    { key: "total_non_current_liabilities", concepts: ["NoncurrentLiabilities"] },
    { key: "total_liabilities", concepts: ["Liabilities"] },
    { key: "share_capital", concepts: ["IssuedCapital"] },
    { key: "retained_earnings", concepts: ["RetainedEarnings"] },
    { key: "total_equity", concepts: ["Equity"] },
    { key: "total_liabilities_and_equity", concepts: ["EquityAndLiabilities"] },
    { key: "revenue", concepts: ["Revenue", "RevenueFromContractsWithCustomers"] },
    { key: "cost_of_goods_sold", concepts: ["CostOfSales"] },
    { key: "gross_profit", concepts: ["GrossProfit"] },
    { key: "selling_general_administrative", concepts: ["SellingGeneralAndAdministrativeExpense"] },
    { key: "depreciation_amortization", concepts: ["DepreciationAndAmortisationExpense"] },
    { key: "operating_profit", concepts: ["ProfitLossFromOperatingActivities"] },
    { key: "interest_expense", concepts: ["FinanceCosts", "InterestExpense"] },
    { key: "other_income", concepts: ["OtherIncome"] },
    { key: "profit_before_tax", concepts: ["ProfitLossBeforeTax"] },
    { key: "income_tax", concepts: ["IncomeTaxExpenseContinuingOperations"] },
    { key: "net_profit", concepts: ["ProfitLoss"] },
    { key: "net_cash_from_operating_activities", concepts: ["CashFlowsFromUsedInOperatingActivities"] },
    {
      key: "purchase_of_fixed_assets",
      concepts: [{ name: "PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities", negate: true }],
    },
    { key: "net_cash_from_investing_activities", concepts: ["CashFlowsFromUsedInInvestingActivities"] },
    {
      key: "repayment_of_borrowings",
      concepts: [{ name: "RepaymentsOfBorrowingsClassifiedAsFinancingActivities", negate: true }],
    },
    { key: "dividends_paid", concepts: [{ name: "DividendsPaidClassifiedAsFinancingActivities", negate: true }] },
    { key: "net_cash_from_financing_activities", concepts: ["CashFlowsFromUsedInFinancingActivities"] },
    { key: "net_change_in_cash", concepts: ["IncreaseDecreaseInCashAndCashEquivalents"] },
  ],
  "uk-frc": [
    { key: "cash", concepts: ["CashBankOnHand", "CashCashEquivalents"] },
    { key: "trade_receivables", concepts: ["TradeDebtorsTradeReceivables"] },
    { key: "inventory", concepts: ["TotalInventories"] },
    { key: "work_in_progress", concepts: ["WorkInProgress"] },
    { key: "total_current_assets", concepts: ["CurrentAssets"] },
    { key: "net_fixed_assets", concepts: ["PropertyPlantEquipment"] },
    { key: "intangible_assets", concepts: ["IntangibleAssets"] },
    { key: "total_non_current_assets", concepts: ["FixedAssets"] },
    { key: "trade_payables", concepts: ["TradeCreditorsTradePayables"] },
    { key: "total_equity", concepts: ["Equity"] },
    { key: "revenue", concepts: ["TurnoverRevenue"] },
    { key: "cost_of_goods_sold", concepts: ["CostSales"] },
    { key: "gross_profit", concepts: ["GrossProfitLoss"] },
    { key: "selling_general_administrative", concepts: ["AdministrativeExpenses"] },
    { key: "depreciation_amortization", concepts: ["DepreciationAmortisationExpense"] },
    { key: "operating_profit", concepts: ["OperatingProfitLoss"] },
    { key: "interest_expense", concepts: ["InterestPayableSimilarChargesFinanceCosts"] },
    { key: "profit_before_tax", concepts: ["ProfitLossOnOrdinaryActivitiesBeforeTax"] },
    { key: "income_tax", concepts: ["TaxTaxCreditOnProfitOrLossOnOrdinaryActivities"] },
    { key: "net_profit", concepts: ["ProfitLoss"] },
    { key: "net_cash_from_operating_activities", concepts: ["NetCashFlowsFromUsedInOperatingActivities"] },
    { key: "purchase_of_fixed_assets", concepts: [{ name: "PurchasePropertyPlantEquipment", negate: true }] },
    { key: "net_cash_from_investing_activities", concepts: ["NetCashFlowsFromUsedInInvestingActivities"] },
    {
      key: "repayment_of_borrowings",
      concepts: [{ name: "RepaymentsBorrowingsClassifiedAsFinancingActivities", negate: true }],
    },
    { key: "dividends_paid", concepts: [{ name: "DividendsPaidClassifiedAsFinancingActivities", negate: true }] },
    { key: "net_cash_from_financing_activities", concepts: ["NetCashFlowsFromUsedInFinancingActivities"] },
    {
      key: "net_change_in_cash",
      concepts: ["IncreaseDecreaseInCashCashEquivalentsBeforeForeignExchangeDifferencesChangesInConsolidation"],
    },
  ],
  "uk-gaap-2009": [
    { key: "cash", concepts: ["CashBankInHand"] },
    { key: "total_current_assets", concepts: ["CurrentAssets"] },
    { key: "total_non_current_assets", concepts: ["FixedAssets"] },
    { key: "total_current_liabilities", concepts: ["CreditorsDueWithinOneYear"] },
    { key: "total_equity", concepts: ["ShareholderFunds"] },
    { key: "revenue", concepts: ["TurnoverGrossOperatingRevenue"] },
    { key: "operating_profit", concepts: ["OperatingProfitLoss"] },
    { key: "profit_before_tax", concepts: ["ProfitLossOnOrdinaryActivitiesBeforeTax"] },
    { key: "net_profit", concepts: ["ProfitLossForPeriod"] },
  ],
  "us-gaap": [
    { key: "cash", concepts: ["CashAndCashEquivalentsAtCarryingValue"] },
    { key: "trade_receivables", concepts: ["AccountsReceivableNetCurrent"] },
    { key: "inventory", concepts: ["InventoryNet"] },
    { key: "total_current_assets", concepts: ["AssetsCurrent"] },
    { key: "net_fixed_assets", concepts: ["PropertyPlantAndEquipmentNet"] },
    { key: "intangible_assets", concepts: ["IntangibleAssetsNetExcludingGoodwill"] },
    { key: "total_non_current_assets", concepts: ["AssetsNoncurrent"] },
    { key: "total_assets", concepts: ["Assets"] },
    { key: "trade_payables", concepts: ["AccountsPayableCurrent"] },
    { key: "short_term_debt", concepts: ["CommercialPaper", "ShortTermBorrowings"] },
    { key: "current_portion_long_term_debt", concepts: ["LongTermDebtCurrent"] },
    { key: "total_current_liabilities", concepts: ["LiabilitiesCurrent"] },
    { key: "long_term_debt", concepts: ["LongTermDebtNoncurrent"] },
    { key: "total_non_current_liabilities", concepts: ["LiabilitiesNoncurrent"] },
    { key: "total_liabilities", concepts: ["Liabilities"] },
    { key: "retained_earnings", concepts: ["RetainedEarningsAccumulatedDeficit"] },
    {
      key: "total_equity",
      concepts: ["StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "StockholdersEquity"],
    },
    { key: "total_liabilities_and_equity", concepts: ["LiabilitiesAndStockholdersEquity"] },
    {
      key: "revenue",
      concepts: ["Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax", "SalesRevenueNet"],
    },
    { key: "cost_of_goods_sold", concepts: ["CostOfGoodsAndServicesSold", "CostOfRevenue"] },
    { key: "gross_profit", concepts: ["GrossProfit"] },
    { key: "selling_general_administrative", concepts: ["SellingGeneralAndAdministrativeExpense"] },
    { key: "depreciation_amortization", concepts: ["DepreciationDepletionAndAmortization"] },
    { key: "operating_profit", concepts: ["OperatingIncomeLoss"] },
    { key: "interest_expense", concepts: ["InterestExpense"] },
    {
      key: "profit_before_tax",
      concepts: [
        "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
        "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
      ],
    },
    { key: "income_tax", concepts: ["IncomeTaxExpenseBenefit"] },
    { key: "net_profit", concepts: ["NetIncomeLoss", "ProfitLoss"] },
    { key: "net_cash_from_operating_activities", concepts: ["NetCashProvidedByUsedInOperatingActivities"] },
    {
      key: "purchase_of_fixed_assets",
      concepts: [{ name: "PaymentsToAcquirePropertyPlantAndEquipment", negate: true }],
    },
    { key: "net_cash_from_investing_activities", concepts: ["NetCashProvidedByUsedInInvestingActivities"] },
    { key: "repayment_of_borrowings", concepts: [{ name: "RepaymentsOfLongTermDebt", negate: true }] },
    { key: "dividends_paid", concepts: [{ name: "PaymentsOfDividends", negate: true }] },
    { key: "net_cash_from_financing_activities", concepts: ["NetCashProvidedByUsedInFinancingActivities"] },
  ],
  "dk-fsa": [
    { key: "cash", concepts: ["CashAndCashEquivalents"] },
    { key: "trade_receivables", concepts: ["ShorttermTradeReceivables"] },
    { key: "total_current_assets", concepts: ["CurrentAssets"] },
    { key: "total_assets", concepts: ["Assets"] },
    { key: "total_current_liabilities", concepts: ["ShorttermLiabilitiesOtherThanProvisions"] },
    { key: "share_capital", concepts: ["ContributedCapital"] },
    { key: "retained_earnings", concepts: ["RetainedEarnings"] },
    { key: "total_equity", concepts: ["Equity"] },
    { key: "total_liabilities_and_equity", concepts: ["LiabilitiesAndEquity"] },
    { key: "revenue", concepts: ["Revenue"] },
    { key: "gross_profit", concepts: ["GrossResult", "GrossProfitLoss"] },
    { key: "operating_profit", concepts: ["ProfitLossFromOrdinaryOperatingActivities"] },
    { key: "profit_before_tax", concepts: ["ProfitLossFromOrdinaryActivitiesBeforeTax"] },
    { key: "income_tax", concepts: ["TaxExpense"] },
    { key: "net_profit", concepts: ["ProfitLoss"] },
  ],
  "nl-bw2": [
    { key: "cash", concepts: ["CashAndCashEquivalents"] },
    { key: "trade_receivables", concepts: ["TradeReceivables"] },
    { key: "inventory", concepts: ["Inventories"] },
    { key: "net_fixed_assets", concepts: ["PropertyPlantEquipment"] },
    { key: "intangible_assets", concepts: ["IntangibleAssets"] },
    { key: "total_assets", concepts: ["Assets"] },
    { key: "trade_payables", concepts: ["TradePayablesCurrent"] },
    { key: "total_current_liabilities", concepts: ["LiabilitiesCurrent"] },
    { key: "total_non_current_liabilities", concepts: ["LiabilitiesNoncurrent"] },
    { key: "share_capital", concepts: ["ShareCapitalIssued"] },
    { key: "total_equity", concepts: ["Equity"] },
    { key: "total_liabilities_and_equity", concepts: ["EquityAndLiabilities"] },
    { key: "revenue", concepts: ["NetRevenue", "Revenue"] },
    { key: "operating_profit", concepts: ["OperatingResult"] },
    { key: "profit_before_tax", concepts: ["ResultBeforeTax"] },
    { key: "income_tax", concepts: ["IncomeTaxExpense"] },
    { key: "net_profit", concepts: ["ResultAfterTax"] },
  ],
};

/** Concepts naming the reporting entity, by namespace prefix of their taxonomy and local name. */
export const entityNameConcepts: ReadonlyArray<{ namespaceStartsWith: string; localName: string }> = [
  { namespaceStartsWith: "http://xbrl.sec.gov/dei/", localName: "EntityRegistrantName" },
  { namespaceStartsWith: "http://xbrl.frc.org.uk/cd/", localName: "EntityCurrentLegalOrRegisteredName" },
  { namespaceStartsWith: "http://www.xbrl.org/uk/cd/business/", localName: "EntityCurrentLegalOrRegisteredName" },
  {
    namespaceStartsWith: "http://xbrl.ifrs.org/taxonomy/",
    localName: "NameOfReportingEntityOrOtherMeansOfIdentification",
  },
  { namespaceStartsWith: "http://xbrl.dcca.dk/gsd", localName: "NameOfReportingEntity" },
  { namespaceStartsWith: "https://www.nltaxonomie.nl/", localName: "LegalEntityName" },
];

/** Dimension members that stand for the consolidated group (UK FRC `bus:GroupCompanyDataDimension`). */
export const groupMembers: ReadonlyArray<{ dimensionLocalName: string; memberLocalName: string }> = [
  { dimensionLocalName: "GroupCompanyDataDimension", memberLocalName: "Consolidated" },
  { dimensionLocalName: "ConsolidatedAndSeparateFinancialStatementsAxis", memberLocalName: "ConsolidatedMember" },
  { dimensionLocalName: "FinancialStatementsTypeAxis", memberLocalName: "ConsolidatedMember" },
];

/**
 * Dimension members that stand for the entity's own (separate) statements: a context with only this
 * member counts as a primary context, like one without dimensions (Dutch KvK filings).
 */
export const separateMembers: ReadonlyArray<{ dimensionLocalName: string; memberLocalName: string }> = [
  { dimensionLocalName: "FinancialStatementsTypeAxis", memberLocalName: "SeparateMember" },
];
