/** The five list variants of issue 3's Scale section, as query strings of GET /credit-applications. */
export const listVariants = [
  { name: "default order (organization_name)", query: "limit=20&offset=0" },
  { name: "created_at order", query: "order_by=created_at&order_dir=desc&limit=20&offset=0" },
  { name: "status filter", query: "credit_application_statuses=approved&limit=20&offset=0" },
  { name: "name search", query: "search_text=glacier&limit=20&offset=0" },
  { name: "offset 10,000", query: "limit=20&offset=10000" },
] as const;
