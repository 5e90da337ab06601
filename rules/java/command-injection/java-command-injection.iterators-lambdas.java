package fixtures.command.iterators;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.servlet.http.HttpServletRequest;

/**
 * Iterators walk a list from its head, a lambda runs when its functional method is called, a
 * StringJoiner holds what is added to it, Arrays.asList(a, b) is a list of its arguments.
 */
class IteratorsAndLambdas {
    void iterators(HttpServletRequest request) throws IOException {
        String host = request.getParameter("host");
        List<String> l = new ArrayList<>();
        l.add("localhost");
        l.add(host);
        Iterator<String> it = l.iterator();
        String first = it.next();
        // ok: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + first);
        String second = it.next();
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + second);

        Map<String, String> m = new HashMap<>();
        m.put("h", host);
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + m.values().iterator().next());

        // Arrays.asList of several elements is that list: index 0 is the constant.
        List<String> pair = Arrays.asList("localhost", host);
        // ok: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + pair.get(0));
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + pair.get(1));

        StringJoiner j = new StringJoiner(" ");
        // ruleid: java-command-injection (the line that joins the host into the command)
        j.add("ping").add(host);
        // ruleid: java-command-injection
        Runtime.getRuntime().exec(j.toString());
    }

    void lambdas(HttpServletRequest request) throws IOException {
        String host = request.getParameter("host");
        Supplier<String> given = () -> host;
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + given.get());
        Function<String, String> ignore = s -> "localhost";
        // ok: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + ignore.apply(host));
        Function<String, String> keep = String::trim;
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + keep.apply(host));
    }

    void localClasses(HttpServletRequest request) throws IOException {
        String host = request.getParameter("host");
        String fixed = "localhost";
        // A local class reads the method's variables where it is instantiated.
        class Pinger {
            String target() {
                return host;
            }

            String fallback() {
                return fixed;
            }
        }
        Pinger p = new Pinger();
        // ruleid: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + p.target());
        // ok: java-command-injection
        Runtime.getRuntime().exec("ping -c 1 " + p.fallback());
    }
}
