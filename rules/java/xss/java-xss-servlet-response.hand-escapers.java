package fixtures.xss;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// Escapers written by hand, one character at a time: the character copied through is known to be
// none of the ones the tests before it caught (analysis/char-exclusions.ts).
public class CommentPreviewServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        String text = request.getParameter("text");
        // ok: java-xss-servlet-response
        out.println("<p>" + Markup.bySwitch(text) + "</p>");
        // ok: java-xss-servlet-response
        out.println("<p title=\"" + Markup.byIfChain(text) + "\">preview</p>");
        // ok: java-xss-servlet-response
        out.println("<p>" + Markup.byOrTest(text) + "</p>");
        // `&` and `"` only: a tag still gets through.
        // ruleid: java-xss-servlet-response
        out.println("<p>" + Markup.quotesOnly(text) + "</p>");
        // The test compares a whole string with "<", not one character.
        // ruleid: java-xss-servlet-response
        out.println("<p>" + Markup.wholeString(text) + "</p>");
        // A chain of String.replace calls: each replaces every occurrence of its text.
        // ok: java-xss-servlet-response
        out.println("<p title=\"" + Markup.byReplaceChain(text) + "\">" + text.replaceAll("[<>\"&]", "") + "</p>");
        // `<` only: a double-quoted attribute can still be left.
        // ruleid: java-xss-servlet-response
        out.println("<p title=\"" + text.replace("<", "&lt;") + "\">preview</p>");
        // replaceFirst escapes one occurrence; a whole tag is not one character.
        // ruleid: java-xss-servlet-response
        out.println("<p>" + text.replaceFirst("<", "&lt;").replaceFirst("\"", "&quot;") + text.replace("<script>", "").replace("\"", "") + "</p>");
    }
}

final class Markup {
    private Markup() {}

    static String bySwitch(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                case '\'': sb.append("&#39;"); break;
                default: sb.append(ch);
            }
        }
        return sb.toString();
    }

    static String byIfChain(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '<') sb.append("&lt;");
            else if (c == '>') sb.append("&gt;");
            else if (c == '"') sb.append("&quot;");
            else if (c == '\'') sb.append("&#x27;");
            else sb.append(c);
        }
        return sb.toString();
    }

    static String byOrTest(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '<' || c == '>' || c == '"' || c == '\'') sb.append("&#").append((int) c).append(';');
            else sb.append(c);
        }
        return sb.toString();
    }

    static String quotesOnly(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    static String byReplaceChain(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }

    static String wholeString(String s) {
        if (!s.equals("<")) return s;
        return "&lt;";
    }
}
