// What a syntax error says: the brace that is never closed (found by indentation, so a dropped
// '}' is found even when a later one balances the count) and ohm's list of alternatives cut down to
// what a spec author needs (an expression, a type, an operator).

/**
 * The offset of the first '{' that is never closed, matching braces by the indentation of their
 * lines (a '}' closes the innermost open '{' whose line is indented no deeper): so a block whose
 * '}' was dropped is found even when a later '}' balances the count. Comments and strings are
 * skipped. Undefined when every brace is closed.
 */
export function unclosedBrace(text: string): number | undefined {
  const stack: { at: number; indent: number }[] = [];
  const indentOf = (i: number) => {
    let k = i;
    while (text[k] === " " || text[k] === "\t") k++;
    return k - i;
  };
  let indent = indentOf(0);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      indent = indentOf(i + 1);
    } else if (c === "/" && text[i + 1] === "/") {
      while (i + 1 < text.length && text[i + 1] !== "\n") i++;
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
    } else if (c === "{") {
      stack.push({ at: i, indent });
    } else if (c === "}") {
      while (stack.length > 0 && stack[stack.length - 1].indent > indent) return stack[stack.length - 1].at;
      stack.pop();
    }
  }
  return stack.length > 0 ? stack[0].at : undefined;
}

/** Turns ohm's full list of alternatives into what a reader needs. */
export function summarizeExpected(msg: string): string {
  const m = /^expected (.*)$/.exec(msg);
  if (!m) return msg;
  const items = m[1].split(/, or |, | or /).map((s) => s.trim());
  const has = (x: string) => items.includes(x);
  const parts: string[] = [];
  if (has("an integer literal")) parts.push("an expression");
  else if (has('"mat34"') || has('"vec3"')) parts.push("a type");
  else {
    for (const it of items) if (!/^"(?:[-+*/%<>=!&|^~]+|[<>]{2,3}=?)"$/.test(it)) parts.push(it);
    if (items.some((it) => /^"(?:\+|-|\*|==|&&)"$/.test(it))) parts.push("an operator");
    if (items.some((it) => it === '"+="')) parts.push("an assignment");
  }
  const uniq = [...new Set(parts)];
  if (uniq.length === 0) return msg;
  return "expected " + (uniq.length === 1 ? uniq[0] : `${uniq.slice(0, -1).join(", ")} or ${uniq[uniq.length - 1]}`);
}
