/**
 * The calculator's evaluator (decision 059): a recursive-descent parser over the keys pressed, no
 * eval(). A token is what one key put in: a digit, an operator, a function with its "(", or a
 * number recalled from memory or a previous result.
 *
 *   sum      := product (("+" | "−") product)*
 *   product  := signed (("×" | "÷") signed | signed)*     — "2π", "3(4)": side by side multiply
 *   signed   := ("−" | "+") signed | power                — −2^2 = −4, as on paper
 *   power    := postfix ("^" signed)?                     — right to left: 2^3^2 = 2^9
 *   postfix  := primary ("!" | "%" | "²")*
 *   primary  := number | "π" | "e" | "(" sum ")" | function sum ")" | "√" signed
 *
 * Parentheses left open at the end are closed, as a desk calculator does.
 */

export type AngleUnit = 'deg' | 'rad';

export const FUNCTIONS = [
  'sin(',
  'cos(',
  'tan(',
  'sin⁻¹(',
  'cos⁻¹(',
  'tan⁻¹(',
  'log(',
  'ln(',
  'e^(',
  '10^(',
] as const;
export type FunctionToken = (typeof FUNCTIONS)[number];

/** Below this a trigonometric value is rounding noise: sin 180° is 0, and tan 90° has no value. */
const NOISE = 1e-12;
const MAX_FACTORIAL = 170;

class CalcError extends Error {}

const isFunction = (token: string): token is FunctionToken =>
  (FUNCTIONS as readonly string[]).includes(token);
const isDigit = (token: string) => /^[0-9.]$/.test(token);
/** A whole number put in at once (memory, a previous result): "n:-5", "n:1.5e-7". */
export const literal = (value: number) => `n:${value}`;
export const isLiteral = (token: string) => token.startsWith('n:');
export const literalValue = (token: string) => Number(token.slice(2));

/** Digits typed one by one become one number; a lone "." or "1.2.3" is an error. */
function lex(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let digits = '';
  const flush = () => {
    if (digits === '') return;
    if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) throw new CalcError('bad number');
    out.push(digits);
    digits = '';
  };
  for (const token of tokens) {
    if (isDigit(token)) digits += token;
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

const snap = (value: number) => (Math.abs(value) < NOISE ? 0 : value);

function factorial(n: number) {
  if (!Number.isInteger(n) || n < 0 || n > MAX_FACTORIAL) throw new CalcError('factorial');
  let product = 1;
  for (let i = 2; i <= n; i++) product *= i;
  return product;
}

function apply(fn: FunctionToken, x: number, unit: AngleUnit): number {
  const toRad = unit === 'deg' ? Math.PI / 180 : 1;
  const fromRad = unit === 'deg' ? 180 / Math.PI : 1;
  switch (fn) {
    case 'sin(':
      return snap(Math.sin(x * toRad));
    case 'cos(':
      return snap(Math.cos(x * toRad));
    case 'tan(': {
      const cos = snap(Math.cos(x * toRad));
      if (cos === 0) throw new CalcError('tan');
      return snap(Math.sin(x * toRad)) / cos;
    }
    case 'sin⁻¹(':
      return Math.asin(x) * fromRad;
    case 'cos⁻¹(':
      return Math.acos(x) * fromRad;
    case 'tan⁻¹(':
      return Math.atan(x) * fromRad;
    case 'log(':
      return Math.log10(x);
    case 'ln(':
      return Math.log(x);
    case 'e^(':
      return Math.exp(x);
    case '10^(':
      return 10 ** x;
  }
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: string[],
    private readonly unit: AngleUnit,
  ) {}

  private peek() {
    return this.tokens[this.at];
  }
  private next() {
    const token = this.tokens[this.at++];
    if (token === undefined) throw new CalcError('unexpected end');
    return token;
  }

  parse() {
    const value = this.sum();
    if (this.at < this.tokens.length) throw new CalcError(`unexpected ${this.peek()}`);
    return value;
  }

  private sum(): number {
    let value = this.product();
    for (let op = this.peek(); op === '+' || op === '−'; op = this.peek()) {
      this.at++;
      const right = this.product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }

  private startsOperand(token: string | undefined) {
    return (
      token !== undefined &&
      (isLiteral(token) ||
        /^[0-9.]/.test(token) ||
        token === '(' ||
        token === 'π' ||
        token === 'e' ||
        token === '√' ||
        isFunction(token))
    );
  }

  private product(): number {
    let value = this.signed();
    for (;;) {
      const op = this.peek();
      if (op === '×' || op === '÷') {
        this.at++;
        const right = this.signed();
        if (op === '÷' && right === 0) throw new CalcError('division by zero');
        value = op === '×' ? value * right : value / right;
      } else if (this.startsOperand(op)) value *= this.signed();
      else return value;
    }
  }

  private signed(): number {
    const token = this.peek();
    if (token === '−' || token === '+') {
      this.at++;
      const value = this.signed();
      return token === '−' ? -value : value;
    }
    return this.power();
  }

  private power(): number {
    const base = this.postfix();
    if (this.peek() !== '^') return base;
    this.at++;
    return base ** this.signed();
  }

  private postfix(): number {
    let value = this.primary();
    for (let op = this.peek(); op === '!' || op === '%' || op === '²'; op = this.peek()) {
      this.at++;
      value = op === '!' ? factorial(value) : op === '%' ? value / 100 : value * value;
    }
    return value;
  }

  private closeParen() {
    // Open parentheses at the very end are closed for the user.
    if (this.peek() === undefined) return;
    if (this.next() !== ')') throw new CalcError('missing )');
  }

  private primary(): number {
    const token = this.next();
    if (token === 'π') return Math.PI;
    if (token === 'e') return Math.E;
    if (token === '√') return Math.sqrt(this.signed());
    if (token === '(') {
      const value = this.sum();
      this.closeParen();
      return value;
    }
    if (isFunction(token)) {
      const value = apply(token, this.sum(), this.unit);
      this.closeParen();
      return value;
    }
    const value = isLiteral(token) ? literalValue(token) : Number(token);
    if (/^([0-9.]|n:)/.test(token) && Number.isFinite(value)) return value;
    throw new CalcError(`unexpected ${token}`);
  }
}

/** The value of the keys pressed, or null when they make no number (shown as "Error"). */
export function evaluate(tokens: readonly string[], unit: AngleUnit = 'deg'): number | null {
  try {
    const value = new Parser(lex(tokens), unit).parse();
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    if (error instanceof CalcError) return null;
    throw error;
  }
}

/** A result as the display shows it: 12 significant digits, "−" for minus, no "-0". */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  const text = Object.is(rounded, -0) ? '0' : String(rounded);
  return text.replace('-', '−');
}
