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

        // Integer.parseInt of a constant is that number; String.valueOf of a constant is its text.
        int num = Integer.parseInt("86");
        String parsed = (7 * 42) - num > 200 ? "3 * 3" : formula;
        // ok: java-code-injection
        engine.eval(parsed);
        String shown = String.valueOf(42).equals("42") ? formula : "4 * 4";
        // ruleid: java-code-injection
        engine.eval(shown);
        // A parse that would throw (spaces) does not fold: both branches stay.
        String spaced = Integer.parseInt(" 86") > 0 ? "5 * 5" : formula;
        // ruleid: java-code-injection
        engine.eval(spaced);

        // String.format / formatted of constants and Character tests of a constant char fold.
        String formatted = String.format("%d-%s", 3, "x").equals("3-x") ? "7 * 7" : formula;
        // ok: java-code-injection
        engine.eval(formatted);
        String indexed = "%2$s/%1$s".formatted("a", "b").equals("b/a") ? formula : "8 * 8";
        // ruleid: java-code-injection
        engine.eval(indexed);
        String lettered = Character.isLetter(letters.charAt(1)) && !Character.isDigit('x') ? "9 * 9" : formula;
        // ok: java-code-injection
        engine.eval(lettered);
        // A width does not fold: both branches stay.
        String padded = String.format("%5s", "x").equals("    x") ? "1 * 1" : formula;
        // ruleid: java-code-injection
        engine.eval(padded);

        // An index past the end throws in Java: nothing folds, both branches stay.
        String unsure = "ab".length() > 1 && "ab".substring(5).isEmpty() ? "0" : formula;
        // ruleid: java-code-injection
        return engine.eval(unsure);
    }
}
