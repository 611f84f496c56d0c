import { describe, expect, it } from "vitest";
import { DISTRICTS, districtFor } from "~/domain/districts";
import {
  CORE_REGIONS,
  DISPOSABLE_EMAIL_DOMAINS,
  addressWithPostalCode,
  PHONE_MESSAGES,
  URBAN_PLANNING_REGIONS,
  URBAN_PLANNING_REGION_LABELS,
  districtNumber,
  isCeaNumber,
  isDisposableEmail,
  isPostalCode,
  isSingaporePhone,
  normaliseCeaNumber,
  singaporePhoneError,
  telHref,
  whatsappDigits,
  whatsappHref,
} from "~/domain/singapore";

describe("Singapore phone: optional +65, then 8 digits starting 6, 8 or 9", () => {
  it.each(["91234567", "81234567", "61234567", "+6591234567", "+65 9123 4567", "9123 4567", " +65 6123 4567 "])(
    "accepts %s",
    (phone) => expect(isSingaporePhone(phone)).toBe(true),
  );

  it.each(["71234567", "51234567", "9123456", "912345678", "+6591234", "6591234567", "+6671234567", "9123-4567", "abcdefgh", ""])(
    "rejects %s",
    (phone) => expect(isSingaporePhone(phone)).toBe(false),
  );

  it("the underlying validator reports 'Phone number is required' for an empty value", () => {
    expect(singaporePhoneError("")).toBe(PHONE_MESSAGES.required);
    expect(singaporePhoneError("   ")).toBe("Phone number is required");
    expect(singaporePhoneError("123")).toBe("Invalid Singapore phone number format");
    expect(singaporePhoneError("+65 8123 4567")).toBeNull();
  });
});

describe("CEA number: R followed by six digits and an optional check letter, case-insensitive", () => {
  it("accepts upper and lower case R", () => {
    expect(isCeaNumber("R123456")).toBe(true);
    expect(isCeaNumber("r123456")).toBe(true);
  });

  it.each(["R123456A", "r123456a", "R654321z"])("accepts %s, with the check letter CEA issues", (cea) => {
    expect(isCeaNumber(cea)).toBe(true);
  });

  it.each(["R12345", "R1234567", "123456", "E123456", "R12345A", "R123456AB", "R123456-", "R123456 A", ""])("rejects %s", (cea) => {
    expect(isCeaNumber(cea)).toBe(false);
  });

  it("normalises to upper case", () => {
    expect(normaliseCeaNumber(" r123456 ")).toBe("R123456");
    expect(normaliseCeaNumber("r123456b")).toBe("R123456B");
  });
});

describe("postal code: six digits", () => {
  it("accepts 6 digits and rejects 5, 7 or letters", () => {
    expect(isPostalCode("238823")).toBe(true);
    expect(isPostalCode("23882")).toBe(false);
    expect(isPostalCode("2388231")).toBe(false);
    expect(isPostalCode("23882a")).toBe(false);
  });
});

describe("districts 1 to 28", () => {
  it("has 28 districts numbered in order with D-codes and labels", () => {
    expect(DISTRICTS).toHaveLength(28);
    expect(DISTRICTS.map((d) => d.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(DISTRICTS[8]).toMatchObject({ code: "D09", value: "District 9", label: "D09 Orchard / River Valley" });
    expect(DISTRICTS[0].label).toBe("D01 Raffles Place / Marina");
  });

  it("districtNumber is the first number found in the text, or null", () => {
    expect(districtNumber("District 10")).toBe(10);
    expect(districtNumber("D09 Orchard / River Valley")).toBe(9);
    expect(districtNumber("Bukit Timah (D10), near 21 Hill St")).toBe(10);
    expect(districtNumber("Orchard")).toBeNull();
    expect(districtNumber(null)).toBeNull();
  });

  it("districtFor finds the district from any of its spellings", () => {
    expect(districtFor("District 15")?.label).toBe("D15 Katong / Marine Parade");
    expect(districtFor("D99")).toBeNull();
  });
});

describe("regions", () => {
  it("URA planning regions are Central, East, North, North-East and West, West labelled 'West Region'", () => {
    expect(URBAN_PLANNING_REGIONS).toEqual(["Central", "East", "North", "North-East", "West"]);
    expect(URBAN_PLANNING_REGION_LABELS.West).toBe("West Region");
  });

  it("core regions are CCR, RCR and OCR", () => {
    expect([...CORE_REGIONS].sort()).toEqual(["CCR", "OCR", "RCR"]);
  });
});

describe("disposable email domains", () => {
  it("lists the five providers of the spec", () => {
    expect(DISPOSABLE_EMAIL_DOMAINS).toEqual(["10minutemail", "tempmail", "guerrillamail", "mailinator", "temp-mail"]);
  });

  it.each(["a@mailinator.com", "a@10minutemail.co.uk", "A@TempMail.net", "a@guerrillamail.org", "a@temp-mail.org", "a@x.mailinator.com"])(
    "blocks %s",
    (email) => expect(isDisposableEmail(email)).toBe(true),
  );

  it.each(["a@gmail.com", "a@notmailinator.com", "a@propnex.com.sg", "mailinator", ""])("allows %s", (email) => {
    expect(isDisposableEmail(email)).toBe(false);
  });
});

describe("contact links", () => {
  it("WhatsApp uses digits only, with 65 prefixed to an 8-digit local number", () => {
    expect(whatsappDigits("9123 4567")).toBe("6591234567");
    expect(whatsappDigits("+65 9123-4567")).toBe("6591234567");
    expect(whatsappDigits("6591234567")).toBe("6591234567");
    expect(whatsappDigits(null)).toBe("");
    expect(whatsappHref("91234567")).toBe("https://wa.me/6591234567");
    expect(whatsappHref("")).toBe("");
  });

  it("tel links keep the leading + and the digits", () => {
    expect(telHref("+65 6123 4567")).toBe("tel:+6561234567");
    expect(telHref("6123-4567")).toBe("tel:61234567");
    expect(telHref(undefined)).toBe("");
  });
});

describe("addressWithPostalCode", () => {
  it("adds the postal code to an address without it", () => {
    expect(addressWithPostalCode("28 Marina Way", "018981")).toBe("28 Marina Way, Singapore 018981");
  });

  it("does not repeat a postal code the address already carries", () => {
    expect(addressWithPostalCode("28 Marina Way, Singapore 018981", "018981")).toBe("28 Marina Way, Singapore 018981");
  });

  it("leaves the address alone without a postal code", () => {
    expect(addressWithPostalCode(" 28 Marina Way ", null)).toBe("28 Marina Way");
  });
});
