// A Vitest reporter beside the usual ones: how long each test file took, its import and set-up included
// (Vitest's own JSON report times only the tests), written to FILE_TIMES_OUT for scripts/test.mjs to rank.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";

export default class FileTimesReporter {
  files = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({ file: relative(process.cwd(), testModule.moduleId), seconds: ms / 1000 });
  }

  onTestRunEnd() {
    const out = process.env.FILE_TIMES_OUT;
    if (out) writeFileSync(out, JSON.stringify(this.files));
  }
}
