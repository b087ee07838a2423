import { describe, expect, it } from "vitest";
import { CLIENT_TARGETS, MODEL_TARGETS, TARGETS, constraintOf, isTarget } from "../../src/helpers/compat/profile.js";
import { PROFILES } from "../../src/helpers/compat/profiles/index.js";
import { STALE_AFTER_DAYS, daysSince, isStale, profileStaleness, staleProfiles } from "../../src/helpers/compat/staleness.js";
import { CONSTRAINT_CASES } from "./constraint-cases.js";

const all = Object.values(PROFILES).flatMap((profile) => profile.constraints.map((constraint) => ({ profile, constraint })));

describe("compat profiles", () => {
  it("has one profile per target, under its own target", () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...TARGETS].sort());
    for (const [target, profile] of Object.entries(PROFILES)) expect(profile.target).toBe(target);
    for (const target of MODEL_TARGETS) expect(PROFILES[target].kind).toBe("model-api");
    for (const target of CLIENT_TARGETS) expect(PROFILES[target].kind).toBe("client");
  });

  it.each(all.map(({ profile, constraint }) => [`${profile.target}/${constraint.id}`, constraint] as const))(
    "%s carries a public source, a check date, what it checks and what the target does",
    (_, constraint) => {
      expect(constraint.source).toMatch(/^https:\/\/[^\s]+$/);
      expect(constraint.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(constraint.checked))).toBe(false);
      expect(constraint.checks.length).toBeGreaterThan(10);
      expect(constraint.effect.length).toBeGreaterThan(10);
    },
  );

  it("names the target at the start of every effect, so each finding says who does what", () => {
    for (const { profile, constraint } of all) expect(constraint.effect.startsWith(profile.name.split(" ")[0]!)).toBe(true);
  });

  it("keeps constraint ids unique within a profile", () => {
    for (const profile of Object.values(PROFILES)) {
      const ids = profile.constraints.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("has a failing and a passing test input for every constraint, and none for constraints that do not exist", () => {
    const covered = CONSTRAINT_CASES.map((c) => `${c.target}/${c.constraint}`).sort();
    expect(covered).toEqual(all.map(({ profile, constraint }) => `${profile.target}/${constraint.id}`).sort());
  });

  it("throws on a constraint id that does not exist (a typo in rule code)", () => {
    expect(() => constraintOf(PROFILES.openai, "no-such-constraint")).toThrow(/no constraint/);
  });

  it("recognises target names", () => {
    expect(isTarget("claude-code")).toBe(true);
    expect(isTarget("claude")).toBe(false);
    expect(isTarget(3)).toBe(false);
  });
});

describe("profile staleness", () => {
  const checkedOn = (checked: string) => ({ ...PROFILES.openai.constraints[0]!, checked });

  it("counts whole days from the check date", () => {
    expect(daysSince("2026-11-22", new Date("2026-11-22T23:59:00Z"))).toBe(0);
    expect(daysSince("2026-05-26", new Date("2026-11-22T08:00:00Z"))).toBe(180);
  });

  it(`is stale after ${STALE_AFTER_DAYS} days, not on the day itself`, () => {
    const today = new Date("2026-11-22T12:00:00Z");
    expect(isStale(checkedOn("2026-05-26"), today)).toBe(false);
    expect(isStale(checkedOn("2026-05-25"), today)).toBe(true);
  });

  it("treats an unreadable date as stale", () => {
    expect(isStale(checkedOn("someday"), new Date("2026-11-22"))).toBe(true);
  });

  it("finds no stale profile today, and every profile stale a year on", () => {
    expect(staleProfiles(new Date("2026-11-22"))).toEqual([]);
    const later = staleProfiles(new Date("2027-11-22"));
    expect(later.map((s) => s.target).sort()).toEqual([...TARGETS].sort());
    expect(later[0]).toMatchObject({ stale: true, ageDays: 365 });
  });

  it("lists the stale constraints of a profile and its oldest check", () => {
    const profile = { ...PROFILES.cursor, constraints: [checkedOn("2026-01-01"), { ...checkedOn("2026-11-01"), id: "fresh" }] };
    expect(profileStaleness(profile, new Date("2026-11-22"))).toEqual({
      target: "cursor",
      oldestCheck: "2026-01-01",
      ageDays: 325,
      stale: true,
      staleConstraints: ["name-pattern"],
    });
  });
});
