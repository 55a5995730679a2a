import { describe, expect, it } from "vitest";
import { isCanonicalUuid, isUuid } from "./uuid";

describe("uuid checks", () => {
  it("accept a UUID in either case from a path or form, and only the lowercase form inside our own signed values", () => {
    expect(isUuid("0c9a2f4e-1b2c-4d5e-8f90-a1b2c3d4e5f6")).toBe(true);
    expect(isUuid("0C9A2F4E-1B2C-4D5E-8F90-A1B2C3D4E5F6")).toBe(true);
    expect(isCanonicalUuid("0c9a2f4e-1b2c-4d5e-8f90-a1b2c3d4e5f6")).toBe(true);
    expect(isCanonicalUuid("0C9A2F4E-1B2C-4D5E-8F90-A1B2C3D4E5F6")).toBe(false);
    for (const bad of [
      "",
      "0c9a2f4e1b2c4d5e8f90a1b2c3d4e5f6",
      "0c9a2f4e-1b2c-4d5e-8f90-a1b2c3d4e5f6x",
      " 0c9a2f4e-1b2c-4d5e-8f90-a1b2c3d4e5f6",
      "../x",
    ]) {
      expect(isUuid(bad), bad).toBe(false);
      expect(isCanonicalUuid(bad), bad).toBe(false);
    }
  });
});
