import { describe, expect, it } from "vitest";
import { FIELD_ERROR_CODES } from "../errors";
import {
  VALIDATION_CODES,
  validateColor,
  validateEmail,
  validateFileSize,
  validateMaxLength,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateRichText,
  validateText,
  validateUrl,
} from "./validation";

const MB = 1024 * 1024;

describe("validateEmail", () => {
  it.each(["ada@example.com", "Ada.Lovelace+hire@mail.example.co.uk", "  ada@example.io  "])(
    "accepts %j",
    (value) => expect(validateEmail(value)).toBeUndefined(),
  );

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada@example.c",
    "ada@@example.com",
    "ada example@example.com",
    "ada@-example.com",
    "ada@example..com",
  ])("rejects %j as not_an_email", (value) => expect(validateEmail(value)).toBe("not_an_email"));

  it("leaves an empty value to the required rule", () => {
    expect(validateEmail("")).toBeUndefined();
    expect(validateEmail(undefined)).toBeUndefined();
  });
});

describe("validatePassword", () => {
  it("accepts 8 and 71 characters", () => {
    expect(validatePassword("a".repeat(8))).toBeUndefined();
    expect(validatePassword("a".repeat(71))).toBeUndefined();
  });

  it("rejects 7 and 72 characters as password_length", () => {
    expect(validatePassword("a".repeat(7))).toBe("password_length");
    expect(validatePassword("a".repeat(72))).toBe("password_length");
  });

  it("counts spaces, which belong to the password", () => {
    expect(validatePassword("   abcd   ")).toBeUndefined();
    expect(validatePassword("        ")).toBeUndefined();
    expect(validatePassword(" abc  ")).toBe("password_length");
    expect(validatePassword("   ")).toBe("password_length");
  });
});

describe("validatePasswordConfirmation", () => {
  it("passes when the confirmation equals the password", () => {
    expect(validatePasswordConfirmation("secret-pass", "secret-pass")).toBeUndefined();
    expect(validatePasswordConfirmation(undefined, "")).toBeUndefined();
  });

  it("fails with passwords_dont_match otherwise, case and spaces included", () => {
    expect(validatePasswordConfirmation("secret-pass", "Secret-pass")).toBe("passwords_dont_match");
    expect(validatePasswordConfirmation("secret-pass ", "secret-pass")).toBe(
      "passwords_dont_match",
    );
    expect(validatePasswordConfirmation("", "secret-pass")).toBe("passwords_dont_match");
  });
});

describe("validateName", () => {
  it("accepts names longer than one character", () => {
    expect(validateName("Al")).toBeUndefined();
    expect(validateName("Ada Lovelace")).toBeUndefined();
  });

  it("rejects a single character, spaces around it not counting", () => {
    expect(validateName("A")).toBe("name_too_short");
    expect(validateName("  A  ")).toBe("name_too_short");
  });

  it("leaves an empty value to the required rule", () => {
    expect(validateName("")).toBeUndefined();
    expect(validateName(null)).toBeUndefined();
  });
});

describe("validateRequired", () => {
  it.each([[undefined], [null], [""], ["   "], [[]], [false]])("rejects %j as required", (value) =>
    expect(validateRequired(value)).toBe("required"),
  );

  it.each([["a"], [0], [42], [["x"]], [true], [{}]])("accepts %j", (value) =>
    expect(validateRequired(value)).toBeUndefined(),
  );
});

describe("validateText", () => {
  it.each([["text"], [""], [0], [12.5], [undefined], [null]])("accepts %j", (value) =>
    expect(validateText(value)).toBeUndefined(),
  );

  it.each([[true], [{}], [["a"]], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "rejects %j as not_text",
    (value) => expect(validateText(value)).toBe("not_text"),
  );
});

describe("validateRichText", () => {
  it.each([
    "",
    "   ",
    "<p></p>",
    "<p><br></p>",
    "<p> </p>",
    "<p>&nbsp;</p>",
    "<p></p><p><br/></p>",
  ])("rejects %j as rich_text_empty", (value) =>
    expect(validateRichText(value)).toBe("rich_text_empty"),
  );

  it("treats a missing value as empty", () => {
    expect(validateRichText(undefined)).toBe("rich_text_empty");
  });

  it("accepts a paragraph with text", () => {
    expect(validateRichText("<p>Warm and clear</p>")).toBeUndefined();
    expect(validateRichText("<h1><strong>Title</strong></h1>")).toBeUndefined();
  });

  it("where a list is required, needs a list item with text", () => {
    const options = { requireList: true };
    expect(validateRichText("<p>Only a paragraph</p>", options)).toBe("rich_text_list_required");
    expect(validateRichText("<p>Intro</p><ul><li></li></ul>", options)).toBe(
      "rich_text_list_required",
    );
    expect(validateRichText("<ul><li>Listens</li></ul>", options)).toBeUndefined();
    expect(
      validateRichText('<ol><li class="x">One</li><li>Two</li></ol>', options),
    ).toBeUndefined();
  });

  it("reports an empty text before a missing list", () => {
    expect(validateRichText("<ul><li><br></li></ul>", { requireList: true })).toBe(
      "rich_text_empty",
    );
  });
});

describe("validateUrl", () => {
  it.each(["https://example.com", "http://localhost:3000/a?b=c", "mailto:ada@example.com"])(
    "accepts %j",
    (value) => expect(validateUrl(value)).toBeUndefined(),
  );

  it.each(["example.com", "https//example.com", "http://", "not a url"])(
    "rejects %j as invalid_url",
    (value) => expect(validateUrl(value)).toBe("invalid_url"),
  );

  it("leaves an empty value to the required rule", () => {
    expect(validateUrl("")).toBeUndefined();
  });
});

describe("validateColor", () => {
  it.each(["#fff", "#FFF", "#1a2B3c", "#000000"])("accepts %j", (value) =>
    expect(validateColor(value)).toBeUndefined(),
  );

  it.each(["fff", "#ff", "#ffff", "#fffffff", "#ggg", "#12345g", "red", " #fff"])(
    "rejects %j as invalid_color",
    (value) => expect(validateColor(value)).toBe("invalid_color"),
  );
});

describe("validateMaxLength", () => {
  it("allows exactly the maximum and rejects one more as too_long", () => {
    expect(validateMaxLength("a".repeat(10), 10)).toBeUndefined();
    expect(validateMaxLength("a".repeat(11), 10)).toBe("too_long");
  });

  it("measures the trimmed text", () => {
    expect(validateMaxLength(`   ${"a".repeat(10)}   `, 10)).toBeUndefined();
    expect(validateMaxLength(` ${"a".repeat(11)} `, 10)).toBe("too_long");
  });

  it("defaults to the general text bound of 500", () => {
    expect(validateMaxLength("a".repeat(500))).toBeUndefined();
    expect(validateMaxLength("a".repeat(501))).toBe("too_long");
  });

  it("measures numbers as their text", () => {
    expect(validateMaxLength(12345, 5)).toBeUndefined();
    expect(validateMaxLength(123456, 5)).toBe("too_long");
  });
});

describe("validateFileSize", () => {
  it("compares whole megabytes, rounding the size down", () => {
    expect(validateFileSize(10 * MB, 10)).toBeUndefined();
    expect(validateFileSize(11 * MB - 1, 10)).toBeUndefined();
    expect(validateFileSize(11 * MB, 10)).toBe("file_too_large");
  });

  it("reads the size of a file-like object", () => {
    expect(validateFileSize({ size: 2 * MB }, 1)).toBe("file_too_large");
    expect(validateFileSize({ size: MB + 500_000 }, 1)).toBeUndefined();
  });

  it("passes when there is no file", () => {
    expect(validateFileSize(undefined, 1)).toBeUndefined();
  });
});

describe("VALIDATION_CODES", () => {
  it("are all field codes the server may answer with", () => {
    for (const code of VALIDATION_CODES) expect(FIELD_ERROR_CODES).toContain(code);
  });
});
