// GENERATED FILE: do not edit. Conformance tests of module ivp.time.time_manager from spec/ivp/time/time_manager.spec (sha256 37888ff9742dcb1a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, bits32, hi32, lo32 } from "../../../../runtime/index.js";
import { MinList, min_list_capacity, min_list_count, min_list_init, min_list_min, min_list_rebase, min_list_value } from "../../../../generated/ivp/time/min_list.generated.js";
import { DELTA_PSI_TIME, RecordingRunner, TM_NOT_QUEUED, TM_PSI_EVENT, TimeManager, env_simulate_dt, time_manager_end_frame, time_manager_event_time, time_manager_fires, time_manager_get_next_event, time_manager_init, time_manager_insert_event, time_manager_key, time_manager_new_event, time_manager_next_event, time_manager_psi_begin, time_manager_psi_end, time_manager_remove_event } from "../../../../generated/ivp/time/time_manager.generated.js";

describe("000 §2.1.1, §2.2: time constants, keys and the firing rule", () => {
  it("delta_PSI = 1/66 is the double 0x3f8f07c1f07c1f08 [000:L756]", () => {
    const mode = { "kind": "exact" } as const;
    const q: number = 1 / 66;
    $expect.compare(q, "==", DELTA_PSI_TIME, "f64", mode, "spec/ivp/time/time_manager.spec:280");
    $expect.compare(hi32(DELTA_PSI_TIME), "==", 0x3f8f07c1, "u32", mode, "spec/ivp/time/time_manager.spec:281");
    $expect.compare(lo32(DELTA_PSI_TIME), "==", 0xf07c1f08, "u32", mode, "spec/ivp/time/time_manager.spec:282");
  });

  it("the ctor leaves inv_delta_PSI = 66, next PSI = delta_PSI, last PSI 0, time code 1 [000:L757]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    $expect.compare(tm.inv_delta_psi, "==", 66, "f64", mode, "spec/ivp/time/time_manager.spec:288");
    $expect.compare(tm.time_of_next_psi, "==", DELTA_PSI_TIME, "f64", mode, "spec/ivp/time/time_manager.spec:289");
    $expect.compare(tm.time_of_last_psi, "==", 0, "f64", mode, "spec/ivp/time/time_manager.spec:290");
    $expect.compare(tm.time_code, "==", 1, "i32", mode, "spec/ivp/time/time_manager.spec:291");
  });

  it("the ctor queues the PSI event at absolute time 0.0 in a list of capacity 16 [000:L819]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    $expect.compare(min_list_count(tm.list), "==", 1, "i32", mode, "spec/ivp/time/time_manager.spec:297");
    $expect.compare(min_list_capacity(tm.list), "==", 16, "i32", mode, "spec/ivp/time/time_manager.spec:298");
    $expect.compare(min_list_min(tm.list), "==", 0, "f32", mode, "spec/ivp/time/time_manager.spec:299");
    $expect.compare(tm.events[TM_PSI_EVENT].index, "==", 0, "u32", mode, "spec/ivp/time/time_manager.spec:300");
    $expect.compare(time_manager_event_time(tm, TM_PSI_EVENT), "==", 0, "f64", mode, "spec/ivp/time/time_manager.spec:301");
  });

  it("an insert key is float(t - base): 0.5 - f32(1/66) rounds to f32 0x3ef83e10 [000:L963]", () => {
    const mode = { "kind": "exact" } as const;
    // base = f32(1/66) widened = 0.01515151560306549; 0.5 - base = 0.48484848439693451 (exact),
    // nearest f32 0.4848484992980957
    const base: number = Math.fround(1 / 66);
    const k: number = time_manager_key(base, 0.5);
    $expect.compare(bits32(k), "==", 0x3ef83e10, "u32", mode, "spec/ivp/time/time_manager.spec:309");
    $expect.compare(k, "==", 0.4848484992980957, "f32", mode, "spec/ivp/time/time_manager.spec:310");
  });

  it("an event exactly at the target waits; a later target fires it [000:L950]", () => {
    $expect.truth(!time_manager_fires(0.5, 0, 0.5), "spec/ivp/time/time_manager.spec:314");
    $expect.truth(time_manager_fires(0.5000000000000001, 0, 0.5), "spec/ivp/time/time_manager.spec:315");
    $expect.truth(!time_manager_fires(1.5, 1, 0.5), "spec/ivp/time/time_manager.spec:316");
    $expect.truth(time_manager_fires(1.5000000000000002, 1, 0.5), "spec/ivp/time/time_manager.spec:317");
  });

  it("an event at t = 0.1 gets the key f32(0.1) > 0.1: a target of exactly 0.1 does not fire it [000:L959]", () => {
    const mode = { "kind": "exact" } as const;
    const k: number = time_manager_key(0, 0.1);
    $expect.compare(k, "==", 0.10000000149011612, "f64", mode, "spec/ivp/time/time_manager.spec:322");
    $expect.truth(!time_manager_fires(0.1, 0, k), "spec/ivp/time/time_manager.spec:323");
    $expect.truth(!time_manager_fires(k, 0, k), "spec/ivp/time/time_manager.spec:324");
    $expect.truth(time_manager_fires(k + 1e-12, 0, k), "spec/ivp/time/time_manager.spec:325");
  });
});

describe("000 §2.2.3, §2.2.5, §7.1: the event loop and the PSI event", () => {
  it("a frame with target 0.0 fires nothing (equal waits) and still bumps the time code [000:L959]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const id: number = time_manager_next_event(tm, 0);
    $expect.compare(id, "==", -1, "i32", mode, "spec/ivp/time/time_manager.spec:334");
    time_manager_end_frame(tm, 0);
    $expect.compare(tm.time_code, "==", 2, "i32", mode, "spec/ivp/time/time_manager.spec:336");
    $expect.compare(min_list_count(tm.list), "==", 1, "i32", mode, "spec/ivp/time/time_manager.spec:337");
  });

  it("the first PSI fires at t = 0.0 as soon as a frame's target is > 0 [000:L982]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const id: number = time_manager_next_event(tm, 1 / 60);
    $expect.compare(id, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/time_manager.spec:344");
    $expect.compare(tm.current_time, "==", 0, "f64", mode, "spec/ivp/time/time_manager.spec:345");
    $expect.compare(tm.time_code, "==", 2, "i32", mode, "spec/ivp/time/time_manager.spec:346");
    $expect.compare(tm.events[TM_PSI_EVENT].index, "==", TM_NOT_QUEUED, "u32", mode, "spec/ivp/time/time_manager.spec:347");
    $expect.compare(bits32(min_list_min(tm.list)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/time_manager.spec:348");
    const t: number = time_manager_psi_begin(tm);
    $expect.compare(t, "==", 0, "f64", mode, "spec/ivp/time/time_manager.spec:350");
    $expect.compare(tm.time_of_last_psi, "==", 0, "f64", mode, "spec/ivp/time/time_manager.spec:351");
    $expect.compare(tm.time_of_next_psi, "==", DELTA_PSI_TIME, "f64", mode, "spec/ivp/time/time_manager.spec:352");
    time_manager_psi_end(tm);
    // the next PSI is queued at float(1/66 - 0)
    $expect.compare(bits32(min_list_min(tm.list)), "==", 0x3c783e10, "u32", mode, "spec/ivp/time/time_manager.spec:355");
    // 1/60 - 0 > f32(1/66): it fires in the same frame, at the f32-quantised time
    const id2: number = time_manager_next_event(tm, 1 / 60);
    $expect.compare(id2, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/time_manager.spec:358");
    $expect.compare(tm.current_time, "==", 0.01515151560306549, "f64", mode, "spec/ivp/time/time_manager.spec:359");
    $expect.compare(tm.last_rel, "==", 0.01515151560306549, "f64", mode, "spec/ivp/time/time_manager.spec:360");
    $expect.compare(tm.time_code, "==", 3, "i32", mode, "spec/ivp/time/time_manager.spec:361");
    const t2: number = time_manager_psi_begin(tm);
    $expect.compare(t2, "==", 0.01515151560306549, "f64", mode, "spec/ivp/time/time_manager.spec:363");
    // next = last + delta_PSI, stored double
    $expect.compare(tm.time_of_next_psi, "==", 0.030303030754580643, "f64", mode, "spec/ivp/time/time_manager.spec:365");
    time_manager_psi_end(tm);
    const id3: number = time_manager_next_event(tm, 1 / 60);
    $expect.compare(id3, "==", -1, "i32", mode, "spec/ivp/time/time_manager.spec:368");
    time_manager_end_frame(tm, 1 / 60);
    $expect.compare(tm.current_time, "==", 1 / 60, "f64", mode, "spec/ivp/time/time_manager.spec:370");
    $expect.compare(tm.time_code, "==", 4, "i32", mode, "spec/ivp/time/time_manager.spec:371");
  });

  it("events fire in key order, ties newest first, each at (double)key + base [000:L3944]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const a: number = time_manager_new_event(tm);
    const b: number = time_manager_new_event(tm);
    const c: number = time_manager_new_event(tm);
    time_manager_insert_event(tm, a, 0.25);
    time_manager_insert_event(tm, b, 0.125);
    time_manager_insert_event(tm, c, 0.25);
    // PSI at 0 first; then b (0.125), then c before a (same key, c is newer)
    const e0: number = time_manager_next_event(tm, 0.3);
    $expect.compare(e0, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/time_manager.spec:385");
    const e1: number = time_manager_next_event(tm, 0.3);
    $expect.compare(e1, "==", b, "i32", mode, "spec/ivp/time/time_manager.spec:387");
    $expect.compare(tm.current_time, "==", 0.125, "f64", mode, "spec/ivp/time/time_manager.spec:388");
    const e2: number = time_manager_next_event(tm, 0.3);
    $expect.compare(e2, "==", c, "i32", mode, "spec/ivp/time/time_manager.spec:390");
    $expect.compare(tm.current_time, "==", 0.25, "f64", mode, "spec/ivp/time/time_manager.spec:391");
    const e3: number = time_manager_next_event(tm, 0.3);
    $expect.compare(e3, "==", a, "i32", mode, "spec/ivp/time/time_manager.spec:393");
    const e4: number = time_manager_next_event(tm, 0.3);
    $expect.compare(e4, "==", -1, "i32", mode, "spec/ivp/time/time_manager.spec:395");
  });

  it("remove_event unlinks the event but leaves its index to the caller [000:L964]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const a: number = time_manager_new_event(tm);
    time_manager_insert_event(tm, a, 0.5);
    $expect.compare(tm.events[a].index, "==", 1, "u32", mode, "spec/ivp/time/time_manager.spec:403");
    time_manager_remove_event(tm, a);
    $expect.compare(min_list_count(tm.list), "==", 1, "i32", mode, "spec/ivp/time/time_manager.spec:405");
    $expect.compare(tm.events[a].index, "==", 1, "u32", mode, "spec/ivp/time/time_manager.spec:406");
  });

  it("get_next_event pops the first event (the dtor's loop) [000:L965]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const a: number = time_manager_new_event(tm);
    time_manager_insert_event(tm, a, 0.5);
    const p: number = time_manager_get_next_event(tm);
    $expect.compare(p, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/time_manager.spec:415");
    const q: number = time_manager_get_next_event(tm);
    $expect.compare(q, "==", a, "i32", mode, "spec/ivp/time/time_manager.spec:417");
    const r: number = time_manager_get_next_event(tm);
    $expect.compare(r, "==", -1, "i32", mode, "spec/ivp/time/time_manager.spec:419");
  });

  it("the empty list's 1e10 stays 0x501502f9 through a rebase by T = 1/66 [000:L980]", () => {
    const mode = { "kind": "exact" } as const;
    const l: MinList = new MinList();
    min_list_init(l, 16);
    min_list_rebase(l, DELTA_PSI_TIME);
    $expect.compare(bits32(min_list_min(l)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/time_manager.spec:426");
    // only "about 1e10": from T = 512 on the f32 rounding moves it (1e10 - 1000 -> 1e10 - 1024)
    min_list_rebase(l, 1000);
    $expect.compare(bits32(min_list_min(l)), "==", 0x501502f8, "u32", mode, "spec/ivp/time/time_manager.spec:429");
  });

  it("the rebase subtracts the absolute T: an event still queued at the second rebase moves earlier by the old base [000:L980]", () => {
    const mode = { "kind": "exact" } as const;
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const e: number = time_manager_new_event(tm);
    time_manager_insert_event(tm, e, 0.5);
    // PSIs at 0, t1 = f32(1/66), t2 = t1 + f32(t_next - t1) until target 0.04
    let n: number = 0;
    let id: number = time_manager_next_event(tm, 0.04);
    while (id !== -1) {
      $expect.compare(id, "==", TM_PSI_EVENT, "i32", mode, "spec/ivp/time/time_manager.spec:441");
      const t: number = time_manager_psi_begin(tm);
      time_manager_psi_end(tm);
      n = (n + 1) | 0;
      if (n === 2) {
        // first rebase with a non-zero T (old base 0): float(0.5 - t1), still about 0.5
        $expect.compare(t, "==", 0.01515151560306549, "f64", mode, "spec/ivp/time/time_manager.spec:447");
        $expect.compare(bits32(min_list_value(tm.list, tm.events[e].index & 0xffff)), "==", 0x3ef83e10, "u32", mode, "spec/ivp/time/time_manager.spec:448");
        $expect.compare(time_manager_event_time(tm, e), "==", 0.5000000149011612, "f64", mode, "spec/ivp/time/time_manager.spec:449");
      }
      id = time_manager_next_event(tm, 0.04);
    }
    $expect.compare(n, "==", 3, "i32", mode, "spec/ivp/time/time_manager.spec:453");
    $expect.compare(tm.base_time, "==", 0.03030303120613098, "f64", mode, "spec/ivp/time/time_manager.spec:454");
    // quirk: float(0.4848484992980957 - t2), not float(key - (t2 - t1)): the event now sits
    // t1 earlier than 0.5
    $expect.compare(bits32(min_list_value(tm.list, tm.events[e].index & 0xffff)), "==", 0x3ee8ba2f, "u32", mode, "spec/ivp/time/time_manager.spec:457");
    $expect.compare(time_manager_event_time(tm, e), "==", 0.4848484992980957, "f64", mode, "spec/ivp/time/time_manager.spec:458");
  });

  it("env_simulate_dt runs the events due before now + dt in key order, each at its own time, then stops at the target [000:L936]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const tm: TimeManager = new TimeManager();
    time_manager_init(tm);
    const run: RecordingRunner = new RecordingRunner();
    const a: number = time_manager_new_event(tm);
    const b: number = time_manager_new_event(tm);
    const c: number = time_manager_new_event(tm);
    time_manager_insert_event(tm, a, 0.25);
    time_manager_insert_event(tm, b, 0.125);
    time_manager_insert_event(tm, c, 0.75);
    env_simulate_dt(mem, tm, 0.5, run);
    // the PSI event (id 0, at 0.0) first, then b and a; c waits for a later frame
    $expect.compare(run.ids.length, "==", 3, "i32", mode, "spec/ivp/time/time_manager.spec:473");
    $expect.compare(run.ids[0], "==", 0, "i32", mode, "spec/ivp/time/time_manager.spec:474");
    $expect.compare(run.ids[1], "==", b, "i32", mode, "spec/ivp/time/time_manager.spec:475");
    $expect.compare(run.ids[2], "==", a, "i32", mode, "spec/ivp/time/time_manager.spec:476");
    $expect.compare(run.times[1], "==", 0.125, "f64", mode, "spec/ivp/time/time_manager.spec:477");
    $expect.compare(run.times[2], "==", 0.25, "f64", mode, "spec/ivp/time/time_manager.spec:478");
    $expect.compare(tm.current_time, "==", 0.5, "f64", mode, "spec/ivp/time/time_manager.spec:479");
  });
});
