package fixtures.sqli.deques;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedList;
import java.util.List;
import java.util.Stack;
import javax.servlet.http.HttpServletRequest;

/**
 * Collections read by their ends: a Deque pushes, pops and peeks at its head, a Queue polls its
 * head, a Stack pushes and pops at its end; remove(Object) takes the first equal element, clear()
 * and StringBuilder.setLength(0) empty the receiver.
 */
class DequeEnds {
    private Connection connection;

    void run(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String name = request.getParameter("name");

        // push puts name before "a": pop returns name, then peek sees "a".
        Deque<String> d = new ArrayDeque<>();
        d.push("a");
        d.push(name);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + d.pop() + "'");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + d.peek() + "'");

        // add/offer append: poll returns the first element added, peekLast the last.
        ArrayDeque<String> q = new ArrayDeque<>();
        q.add("first");
        q.offer(name);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + q.peekLast() + "'");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + q.poll() + "'");

        // A Stack works at its end: push then peek reads what was pushed last.
        Stack<String> s = new Stack<>();
        s.push(name);
        s.push("top");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + s.peek() + "'");
        s.pop();
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + s.pop() + "'");

        // LinkedList.remove() takes the head.
        LinkedList<String> l = new LinkedList<>();
        l.add(name);
        l.add("tail");
        l.remove();
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + l.getFirst() + "'");
    }

    void removeElement(HttpServletRequest request) throws SQLException {
        Statement stmt = connection.createStatement();
        String name = request.getParameter("name");
        String other = request.getParameter("other");

        // remove(name) takes name out: "b" moves to index 0.
        List<String> a = new ArrayList<>();
        a.add(name);
        a.add("b");
        a.remove(name);
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + a.get(0) + "'");

        // remove("x") takes the equal constant, not the input after it.
        List<String> b = new ArrayList<>();
        b.add("x");
        b.add(name);
        b.remove("x");
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + b.get(0) + "'");

        // remove(other): "c" may or may not equal the other input, so index 0 may now hold name.
        List<String> c = new ArrayList<>();
        c.add("c");
        c.add(name);
        c.remove(other);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + c.get(0) + "'");

        // clear() empties the list.
        List<String> e = new ArrayList<>();
        e.add(name);
        e.clear();
        e.add("z");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + e.get(0) + "'");
    }

    void builderLength(HttpServletRequest request, boolean flag) throws SQLException {
        Statement stmt = connection.createStatement();
        String name = request.getParameter("name");

        // setLength(0) drops what was appended.
        StringBuilder a = new StringBuilder();
        a.append(name);
        a.setLength(0);
        a.append("guest");
        // ok: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + a.toString() + "'");

        // setLength(3) keeps a prefix of the input.
        StringBuilder b = new StringBuilder(name);
        b.setLength(3);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + b.toString() + "'");

        // Emptied on one path only: the other path still holds the input.
        StringBuilder c = new StringBuilder(name);
        if (flag) c.setLength(0);
        // ruleid: java-sqli-tainted-query
        stmt.executeQuery("SELECT * FROM t WHERE n = '" + c + "'");
    }
}
