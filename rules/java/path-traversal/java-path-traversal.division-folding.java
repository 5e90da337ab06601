package fixtures.path.division;

import java.io.File;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/** Conditions on constant integer division and remainder fold the way Java computes them. */
public class DivisionFoldingServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String param = request.getParameter("name");

        // 500 / 4 is 125 (integer division), 125 + 196 > 300: the constant always replaces the input.
        String a = param;
        int num = 196;
        if ((500 / 4) + num > 300) a = "default.css";
        // ok: java-path-traversal
        new File("/srv/themes/" + a);

        // 7 / 2 is 3, not 3.5: 3 * 2 == 6 holds, so the input is kept.
        String b = "fixed.txt";
        if ((7 / 2) * 2 == 6) b = param;
        // ruleid: java-path-traversal
        new File("/srv/themes/" + b);

        // 42 % 5 is 2: the ternary picks the constant.
        int n = 42;
        String c = (n % 5 == 2) ? "home.txt" : param;
        // ok: java-path-traversal
        new File("/srv/pages/" + c);

        // -7 % 3 is -1 in Java (the dividend's sign), so the input is chosen.
        String d = (-7 % 3 == 2) ? "home.txt" : param;
        // ruleid: java-path-traversal
        new File("/srv/pages/" + d);

        // Bitwise operators and shifts: 86 & 1 is 0, 86 >> 2 is 21.
        String f = (n & 1) == 0 ? "even.txt" : param;
        // ok: java-path-traversal
        new File("/srv/pages/" + f);
        int w = 86;
        String g = (w >> 2) > 20 ? param : "low.txt";
        // ruleid: java-path-traversal
        new File("/srv/pages/" + g);

        // Math.max / Math.min / Math.abs of integer constants fold: 7 > 5 keeps the constant.
        String h = Math.max(3, 7) > 5 ? "max.txt" : param;
        // ok: java-path-traversal
        new File("/srv/pages/" + h);
        String i = Math.min(4, 9) == 4 && Math.abs(-2) == 2 ? param : "min.txt";
        // ruleid: java-path-traversal
        new File("/srv/pages/" + i);

        // A double divides without truncating: 10.0 / 4 is 2.5, and so is x / 4 for `double x = 10`.
        double ten = 10.0;
        String j = ten / 4 > 2.4 ? param : "x.txt";
        // ruleid: java-path-traversal
        new File("/srv/pages/" + j);
        double widened = 10;
        String k = widened / 4 == 2.5 ? "y.txt" : param;
        // ok: java-path-traversal
        new File("/srv/pages/" + k);
        // A double prints with its fraction: "v" + 4.0 is "v4.0".
        String m = ("v" + 4.0).equals("v4.0") ? "z.txt" : param;
        // ok: java-path-traversal
        new File("/srv/pages/" + m);

        // 7.0 / 2 is 3.5 for a double: the branch with the input is taken.
        double half = 7.5 / 2;
        String e = half > 3.7 ? param : "x.txt";
        // ruleid: java-path-traversal
        new File("/srv/pages/" + e);
    }
}
