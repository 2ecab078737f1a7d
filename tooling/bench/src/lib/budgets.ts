/**
 * Budgets (tooling/bench/budgets.json) and the figures they are checked against. A figure is
 * one number a section measured: `section` and `metric` name the budget that applies, `subject`
 * says what was measured (a page and form factor, an endpoint and database, …).
 */

export interface Measurement {
  section: string;
  /** What was measured, e.g. `/ mobile` or `contact · PostgreSQL`. */
  subject: string;
  /** The budget's key within its section, e.g. `performance`. */
  metric: string;
  /** null: could not be measured this run — a failure of the run, like a broken budget. */
  value: number | null;
}

export interface Budget {
  /** The figure must be at least this. */
  min?: number;
  /** The figure must be at most this. */
  max?: number;
  /** Only these subjects are held to it (exact match); every subject when absent. */
  subjects?: string[];
  /** Shown after the limit, e.g. `kB`, `ms`. */
  unit?: string;
  /** Why this limit: where it comes from. */
  note?: string;
}

/** Section → metric → budget. */
export type Budgets = Record<string, Record<string, Budget>>;

export interface BudgetCheck {
  measurement: Measurement;
  budget: Budget;
  /** null when the figure is missing: it fails the run too, since nothing was proven. */
  ok: boolean | null;
}

const BUDGET_KEYS = new Set(['min', 'max', 'subjects', 'unit', 'note']);

/** Checks the shape of a parsed budgets file and returns it typed; throws naming the bad entry. */
export function parseBudgets(json: unknown): Budgets {
  if (!isRecord(json)) throw new Error('budgets: the file must hold a JSON object');
  const budgets: Budgets = {};
  for (const [section, metrics] of Object.entries(json)) {
    if (section.startsWith('$')) continue; // $schema, $comment
    if (!isRecord(metrics)) throw new Error(`budgets: ${section} must be an object of metrics`);
    budgets[section] = {};
    for (const [metric, budget] of Object.entries(metrics)) {
      if (metric.startsWith('$')) continue;
      const where = `budgets: ${section}.${metric}`;
      if (!isRecord(budget)) throw new Error(`${where} must be an object`);
      for (const key of Object.keys(budget)) {
        if (!BUDGET_KEYS.has(key)) throw new Error(`${where} has an unknown key '${key}'`);
      }
      const { min, max, subjects, unit, note } = budget;
      if (min === undefined && max === undefined) throw new Error(`${where} needs min or max`);
      if (min !== undefined && !isFiniteNumber(min))
        throw new Error(`${where}.min must be a number`);
      if (max !== undefined && !isFiniteNumber(max))
        throw new Error(`${where}.max must be a number`);
      if (isFiniteNumber(min) && isFiniteNumber(max) && min > max) {
        throw new Error(`${where}: min is above max`);
      }
      if (
        subjects !== undefined &&
        !(Array.isArray(subjects) && subjects.every((subject) => typeof subject === 'string'))
      ) {
        throw new Error(`${where}.subjects must be a list of strings`);
      }
      if (unit !== undefined && typeof unit !== 'string')
        throw new Error(`${where}.unit must be text`);
      if (note !== undefined && typeof note !== 'string')
        throw new Error(`${where}.note must be text`);
      budgets[section][metric] = budget as Budget;
    }
  }
  return budgets;
}

/** Whether `value` is within `budget` (both ends inclusive). */
export function withinBudget(value: number, budget: Budget): boolean {
  if (Number.isNaN(value)) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  return true;
}

/** The budget a measurement is held to, if any. */
export function budgetFor(budgets: Budgets, measurement: Measurement): Budget | undefined {
  const budget = budgets[measurement.section]?.[measurement.metric];
  if (!budget) return undefined;
  if (budget.subjects && !budget.subjects.includes(measurement.subject)) return undefined;
  return budget;
}

/** Every measurement that has a budget, checked. */
export function checkBudgets(
  measurements: readonly Measurement[],
  budgets: Budgets,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const measurement of measurements) {
    const budget = budgetFor(budgets, measurement);
    if (!budget) continue;
    const ok = measurement.value === null ? null : withinBudget(measurement.value, budget);
    checks.push({ measurement, budget, ok });
  }
  return checks;
}

/**
 * Budgets of the sections that ran with no figure at all: a section that stopped measuring
 * something (or never did) must not pass for holding its budget. A budget limited to subjects
 * applies to those the section measured anything about (`/ mobile` only when `/` was among the
 * pages). Returns `section.metric` or `section.metric (subject)` for each.
 */
export function unmeasuredBudgets(
  measurements: readonly Measurement[],
  budgets: Budgets,
  sectionsRun: readonly string[],
): string[] {
  const missing: string[] = [];
  for (const section of sectionsRun) {
    const ofSection = measurements.filter((measurement) => measurement.section === section);
    const subjects = new Set(ofSection.map((measurement) => measurement.subject));
    for (const [metric, budget] of Object.entries(budgets[section] ?? {})) {
      const has = (subject?: string) =>
        ofSection.some(
          (measurement) =>
            measurement.metric === metric &&
            (subject === undefined || measurement.subject === subject),
        );
      if (!budget.subjects) {
        if (!has()) missing.push(`${section}.${metric}`);
        continue;
      }
      for (const subject of budget.subjects) {
        if (subjects.has(subject) && !has(subject))
          missing.push(`${section}.${metric} (${subject})`);
      }
    }
  }
  return missing;
}

/** `≥ 95`, `≤ 130 kB`, `= 0`, `10–20 ms`. */
export function formatBudget(budget: Budget): string {
  const unit = budget.unit ? ` ${budget.unit}` : '';
  const { min, max } = budget;
  if (min !== undefined && max !== undefined) {
    return min === max ? `= ${min}${unit}` : `${min}–${max}${unit}`;
  }
  if (min !== undefined) return `≥ ${min}${unit}`;
  return `≤ ${max}${unit}`;
}

export interface BudgetSummaryRow {
  section: string;
  metric: string;
  budget: Budget;
  held: number;
  broken: number;
  missing: number;
  /** The value furthest on the wrong side of the budget (or the closest to breaking it). */
  worst: Measurement | null;
}

/**
 * One row per budget: how many figures held and broke it, and the worst figure. For a `min`
 * budget the lowest value is the worst; for a `max` budget the highest.
 */
export function summarizeChecks(checks: readonly BudgetCheck[]): BudgetSummaryRow[] {
  const rows = new Map<string, BudgetSummaryRow>();
  for (const check of checks) {
    const { section, metric } = check.measurement;
    const key = `${section}\u0000${metric}`;
    let row = rows.get(key);
    if (!row) {
      row = { section, metric, budget: check.budget, held: 0, broken: 0, missing: 0, worst: null };
      rows.set(key, row);
    }
    if (check.ok === null) {
      row.missing += 1;
      continue;
    }
    if (check.ok) row.held += 1;
    else row.broken += 1;
    if (row.worst === null || isWorse(check.measurement, row.worst, check.budget)) {
      row.worst = check.measurement;
    }
  }
  return [...rows.values()];
}

function isWorse(candidate: Measurement, current: Measurement, budget: Budget): boolean {
  const a = candidate.value ?? Number.NaN;
  const b = current.value ?? Number.NaN;
  if (Number.isNaN(a)) return !Number.isNaN(b);
  if (Number.isNaN(b)) return false;
  // A max budget is broken by high values; a min-only budget by low ones.
  return budget.max !== undefined ? a > b : a < b;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
