import { describe, expect, it } from "vitest";
import { languageVote, notReadIn, statementLanguage, unclaimedLanguage } from "./language";
import { printedScaleWord } from "./numbers";
import { printableText } from "./pdf-text";

/**
 * Statements in languages the vote has no list for, in each language's own wording (a small
 * company's balance sheet and income statement, labels as its accountants print them). Written
 * here from the languages' statutory layouts (Swedish ÅRL, Danish ÅRL, Norwegian regnskapsloven,
 * Polish ustawa o rachunkowości, Czech vyhláška 500/2002, Turkish TDHP, Indonesian SAK ETAP).
 */
const OTHER_LANGUAGES: Record<string, string[]> = {
  Swedish: [
    "Balansräkning per den 31 december 2025 (belopp i tkr)",
    "Tillgångar Not 2025 2024",
    "Anläggningstillgångar",
    "Materiella anläggningstillgångar 4 812 4 530",
    "Omsättningstillgångar",
    "Varulager 1 204 1 118",
    "Kundfordringar 2 310 2 045",
    "Kassa och bank 905 760",
    "Summa tillgångar 9 231 8 453",
    "Eget kapital och skulder",
    "Aktiekapital 100 100",
    "Balanserat resultat 3 420 2 980",
    "Årets resultat 610 440",
    "Summa eget kapital 4 130 3 520",
    "Långfristiga skulder till kreditinstitut 2 400 2 600",
    "Leverantörsskulder 1 980 1 655",
    "Övriga kortfristiga skulder 721 678",
    "Summa eget kapital och skulder 9 231 8 453",
    "Resultaträkning för räkenskapsåret",
    "Nettoomsättning 21 450 19 870",
    "Råvaror och förnödenheter -12 300 -11 420",
    "Övriga externa kostnader -3 110 -2 960",
    "Personalkostnader -4 420 -4 180",
    "Rörelseresultat 1 620 1 310",
  ],
  Danish: [
    "Resultatopgørelse for perioden 1. januar - 31. december 2025",
    "Note 2025 2024 t.kr.",
    "Nettoomsætning 48.210 44.905",
    "Vareforbrug -29.114 -27.006",
    "Andre eksterne omkostninger -5.210 -4.880",
    "Bruttoresultat 13.886 13.019",
    "Personaleomkostninger -8.450 -8.010",
    "Af- og nedskrivninger af materielle anlægsaktiver -1.210 -1.150",
    "Resultat før finansielle poster 4.226 3.859",
    "Finansielle omkostninger -380 -410",
    "Skat af årets resultat -846 -757",
    "Årets resultat 3.000 2.692",
    "Balance pr. 31. december 2025",
    "Aktiver",
    "Grunde og bygninger 12.400 12.800",
    "Varebeholdninger 6.120 5.840",
    "Tilgodehavender fra salg og tjenesteydelser 7.330 6.910",
    "Likvide beholdninger 2.150 1.720",
    "Aktiver i alt 28.000 27.270",
    "Passiver",
    "Selskabskapital 500 500",
    "Overført resultat 14.800 12.300",
    "Egenkapital i alt 15.300 12.800",
    "Gæld til kreditinstitutter 6.200 7.400",
    "Leverandører af varer og tjenesteydelser 4.010 4.380",
    "Passiver i alt 28.000 27.270",
  ],
  Polish: [
    "Bilans sporządzony na dzień 31 grudnia 2025 r. (w tys. zł)",
    "Aktywa",
    "A. Aktywa trwałe 18 420 17 905",
    "Rzeczowe aktywa trwałe 16 210 15 880",
    "B. Aktywa obrotowe 9 812 9 104",
    "Zapasy 3 204 3 010",
    "Należności krótkoterminowe 4 418 4 105",
    "Środki pieniężne i inne aktywa pieniężne 2 190 1 989",
    "Aktywa razem 28 232 27 009",
    "Pasywa",
    "A. Kapitał (fundusz) własny 14 905 13 870",
    "Kapitał (fundusz) podstawowy 5 000 5 000",
    "Zysk (strata) netto 1 035 880",
    "B. Zobowiązania i rezerwy na zobowiązania 13 327 13 139",
    "Zobowiązania długoterminowe 6 100 6 700",
    "Zobowiązania krótkoterminowe 7 227 6 439",
    "Pasywa razem 28 232 27 009",
    "Rachunek zysków i strat (wariant porównawczy)",
    "Przychody netto ze sprzedaży i zrównane z nimi 41 200 38 940",
    "Koszty działalności operacyjnej 39 610 37 540",
    "Zysk (strata) ze sprzedaży 1 590 1 400",
    "Zysk (strata) brutto 1 278 1 086",
    "Podatek dochodowy 243 206",
  ],
  Czech: [
    "Rozvaha v plném rozsahu ke dni 31.12.2025 (v celých tisících Kč)",
    "AKTIVA CELKEM 52 410 49 880",
    "Stálá aktiva 30 120 29 450",
    "Dlouhodobý hmotný majetek 28 900 28 210",
    "Oběžná aktiva 22 290 20 430",
    "Zásoby 6 310 5 980",
    "Krátkodobé pohledávky 9 870 9 120",
    "Peněžní prostředky 6 110 5 330",
    "PASIVA CELKEM 52 410 49 880",
    "Vlastní kapitál 27 300 25 100",
    "Základní kapitál 2 000 2 000",
    "Výsledek hospodaření běžného účetního období 2 200 1 870",
    "Cizí zdroje 25 110 24 780",
    "Dlouhodobé závazky 9 800 10 600",
    "Krátkodobé závazky 15 310 14 180",
    "Výkaz zisku a ztráty v druhovém členění",
    "Tržby z prodeje výrobků a služeb 61 200 57 300",
    "Výkonová spotřeba 38 400 36 100",
    "Osobní náklady 14 900 14 050",
    "Provozní výsledek hospodaření 3 410 2 980",
    "Výsledek hospodaření před zdaněním 2 720 2 310",
    "Daň z příjmů 520 440",
  ],
  Turkish: [
    "Finansal Durum Tablosu 31 Aralık 2025 (Tutarlar Türk Lirası olarak ifade edilmiştir)",
    "Varlıklar Dipnot 2025 2024",
    "Dönen varlıklar",
    "Nakit ve nakit benzerleri 14.210.300 11.905.200",
    "Ticari alacaklar 22.118.450 19.870.100",
    "Stoklar 9.804.220 8.660.900",
    "Duran varlıklar",
    "Maddi duran varlıklar 31.400.000 29.850.000",
    "Toplam varlıklar 77.532.970 70.286.200",
    "Kısa vadeli yükümlülükler",
    "Ticari borçlar 12.330.800 11.004.500",
    "Kısa vadeli borçlanmalar 8.000.000 9.500.000",
    "Özkaynaklar",
    "Ödenmiş sermaye 20.000.000 20.000.000",
    "Geçmiş yıllar karları 27.202.170 21.781.700",
    "Toplam kaynaklar 77.532.970 70.286.200",
    "Kar veya Zarar Tablosu",
    "Hasılat 98.410.000 87.220.000",
    "Satışların maliyeti (71.300.000) (63.900.000)",
    "Brüt kar 27.110.000 23.320.000",
    "Genel yönetim giderleri (9.870.000) (8.940.000)",
    "Dönem karı 5.420.470 4.310.800",
  ],
  Indonesian: [
    "Laporan Posisi Keuangan pada tanggal 31 Desember 2025 (Dinyatakan dalam ribuan Rupiah)",
    "Aset Catatan 2025 2024",
    "Aset lancar",
    "Kas dan setara kas 4.210.880 3.905.120",
    "Piutang usaha 6.118.400 5.870.300",
    "Persediaan 3.804.200 3.660.900",
    "Aset tidak lancar",
    "Aset tetap - bersih 12.400.000 11.850.000",
    "Jumlah aset 26.533.480 25.286.320",
    "Liabilitas jangka pendek",
    "Utang usaha 3.330.800 3.004.500",
    "Utang bank jangka panjang 5.000.000 5.500.000",
    "Ekuitas",
    "Modal saham 10.000.000 10.000.000",
    "Saldo laba 8.202.680 6.781.820",
    "Jumlah liabilitas dan ekuitas 26.533.480 25.286.320",
    "Laporan Laba Rugi dan Penghasilan Komprehensif Lain",
    "Pendapatan 38.410.000 35.220.000",
    "Beban pokok pendapatan (27.300.000) (25.100.000)",
    "Laba bruto 11.110.000 10.120.000",
    "Beban umum dan administrasi (5.870.000) (5.440.000)",
    "Laba tahun berjalan 1.420.860 1.210.450",
  ],
};

const ENGLISH = [
  "Statement of financial position as at 31 December 2025",
  "Notes 2025 2024",
  "Property, plant and equipment 4,812 4,530",
  "Inventories 1,204 1,118",
  "Trade and other receivables 2,310 2,045",
  "Cash and cash equivalents 905 760",
  "Total assets 9,231 8,453",
  "Share capital 100 100",
  "Retained earnings 4,030 3,420",
  "Total equity 4,130 3,520",
  "Borrowings 2,400 2,600",
  "Trade and other payables 1,980 1,655",
  "Total equity and liabilities 9,231 8,453",
  "Statement of profit or loss for the year ended 31 December 2025",
  "Revenue 21,450 19,870",
  "Cost of sales (12,300) (11,420)",
  "Gross profit 9,150 8,450",
  "Administrative expenses (7,530) (7,140)",
  "Operating profit 1,620 1,310",
];

const GERMAN = [
  "Bilanz zum 31. Dezember 2025 (in TEUR)",
  "Aktiva 31.12.2025 31.12.2024",
  "A. Anlagevermögen",
  "Sachanlagen 4.812 4.530",
  "B. Umlaufvermögen",
  "Vorräte 1.204 1.118",
  "Forderungen aus Lieferungen und Leistungen 2.310 2.045",
  "Kassenbestand, Guthaben bei Kreditinstituten 905 760",
  "Summe Aktiva 9.231 8.453",
  "Passiva",
  "Gezeichnetes Kapital 100 100",
  "Gewinnvortrag 3.420 2.980",
  "Jahresüberschuss 610 440",
  "Rückstellungen 721 678",
  "Verbindlichkeiten gegenüber Kreditinstituten 2.400 2.600",
  "Verbindlichkeiten aus Lieferungen und Leistungen 1.980 1.655",
  "Summe Passiva 9.231 8.453",
  "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
  "Umsatzerlöse 21.450 19.870",
  "Materialaufwand 12.300 11.420",
  "Personalaufwand 4.420 4.180",
];

/** Characters no statement prints, as a broken text layer or OCR can give them. */
const HOSTILE = ["\u0000", "\uD800", "\uDFFF", "\u0007", "\u001B", "\u0085", "\u200B", "\uFEFF", "\u007F"];

/** The lines with a hostile character put inside every word and between the words. */
function hostile(lines: readonly string[]): string[] {
  return lines.map((line, i) =>
    line
      .split(" ")
      .map((w, j) => {
        const c = HOSTILE[(i + j) % HOSTILE.length] ?? "";
        return w.length > 3 ? `${w.slice(0, 2)}${c}${w.slice(2)}` : `${w}${c}`;
      })
      .join(` ${HOSTILE[i % HOSTILE.length]}`),
  );
}

describe("languages the vote has no list for", () => {
  it.each(Object.keys(OTHER_LANGUAGES))("a %s statement is in a language the reader does not read", (language) => {
    const lines = OTHER_LANGUAGES[language] ?? [];
    expect(unclaimedLanguage(lines)).toBe("other");
    // Each statement of such a document too, however short.
    expect(statementLanguage(lines.slice(0, 6), "other")).toBe("other");
  });

  it("English and German statements, and a bilingual one, stay claimed", () => {
    expect(unclaimedLanguage(ENGLISH)).toBeUndefined();
    expect(unclaimedLanguage(GERMAN)).toBeUndefined();
    // Swedish labels each followed by the English one (an annual report for foreign lenders).
    const swedish = OTHER_LANGUAGES.Swedish ?? [];
    const bilingual = swedish.map((l, i) => `${l} / ${ENGLISH[i % ENGLISH.length]?.replace(/[\d,() ]+$/, "")}`);
    expect(unclaimedLanguage(bilingual)).toBeUndefined();
    // An English statement inside a document in another language is read.
    expect(statementLanguage(ENGLISH, "other")).toBeUndefined();
  });

  it("says which language when it can, and that it does not read it either way", () => {
    expect(notReadIn("fr")).toBe("in French, a language the reader does not read");
    expect(notReadIn("other")).toBe("in a language the reader does not read");
  });

  it("a few words are too few to say", () => {
    expect(unclaimedLanguage(["Summa tillgångar 9 231", "Aktiver i alt 28.000"])).toBeUndefined();
    expect(unclaimedLanguage([])).toBeUndefined();
  });
});

describe("hostile text (NUL, lone surrogates, control characters, zero-width characters)", () => {
  it("the text layer's strings lose the characters no statement prints, and keep every other", () => {
    expect(printableText("Reve\u0000nue\u200B")).toBe("Revenue");
    expect(printableText("Total\tassets\r\n")).toBe("Total assets  ");
    expect(printableText("\uD800Cash\uDC00 and \u0085bank\u009F\uFEFF")).toBe("Cash and bank");
    // Printable text, a well-formed surrogate pair, soft hyphens and non-Latin scripts are kept.
    const kept = "Umsatz\u00ADerlöse 𝟐𝟎𝟐𝟓 Nettoomsætning Přehled ₹ £ € ¥ — 1 234,56";
    expect(printableText(kept)).toBe(kept);
  });

  it("the language vote neither throws nor changes its mind on hostile text", () => {
    for (const lines of Object.values(OTHER_LANGUAGES)) {
      expect(unclaimedLanguage(hostile(lines).map(printableText))).toBe("other");
    }
    expect(unclaimedLanguage(hostile(ENGLISH).map(printableText))).toBeUndefined();
    expect(unclaimedLanguage(hostile(GERMAN).map(printableText))).toBeUndefined();
    // Unclean, the vote still returns an answer (a hostile string never throws).
    for (const lines of [ENGLISH, GERMAN, ...Object.values(OTHER_LANGUAGES)]) {
      expect(() => unclaimedLanguage(hostile(lines))).not.toThrow();
    }
    const only = languageVote([HOSTILE.join(""), HOSTILE.join(" ")]);
    expect(only).toEqual({ claimed: 0, unclaimed: { fr: 0, es: 0, it: 0, nl: 0, pt: 0 }, words: 0 });
  });

  it("a scale word is read through hostile characters once they are taken out, and never from them alone", () => {
    for (const phrase of ["(in thousands of euros)", "(Shs millions)", "£'000", "in Tausend Euro"]) {
      const clean = printedScaleWord(phrase);
      expect(clean?.scale).toBeGreaterThan(1);
      expect(printedScaleWord(printableText(hostile([phrase])[0] ?? ""))?.scale).toBe(clean?.scale);
    }
    expect(printedScaleWord(HOSTILE.join(""))).toBeUndefined();
    expect(printedScaleWord(`${HOSTILE.join(" ")} 2025 2024`)).toBeUndefined();
  });
});
