package fixtures.code;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.script.ScriptException;
import javax.servlet.http.HttpServletRequest;

// String methods on constants fold (analysis/const-calls.ts), so a switch or a test on them
// takes the one branch the program always takes.
class FormulaRunner {
    Object run(HttpServletRequest request) throws ScriptException {
        ScriptEngine engine = new ScriptEngineManager().getEngineByName("javascript");
        String formula = request.getParameter("formula");
        String letters = "ABC";
        String picked;
        switch (letters.charAt(1)) {
            case 'A': picked = formula; break;
            case 'B': picked = "6 * 7"; break;
            default: picked = formula; break;
        }
        // ok: java-code-injection
        engine.eval(picked);

        String chosen;
        switch ("xyzSHA".substring(3).toLowerCase()) {
            case "sha": chosen = formula; break;
            default: chosen = "1 + 1"; break;
        }
        // ruleid: java-code-injection
        engine.eval(chosen);

        String guarded = "prefix".indexOf('f') == 3 ? "2 + 2" : formula;
        // ok: java-code-injection
        engine.eval(guarded);

        // An index past the end throws in Java: nothing folds, both branches stay.
        String unsure = "ab".length() > 1 && "ab".substring(5).isEmpty() ? "0" : formula;
        // ruleid: java-code-injection
        return engine.eval(unsure);
    }
}
