import groovy.lang.Binding;
import groovy.lang.GroovyShell;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GroovyRuleServlet extends HttpServlet {
    private static final String RULE = "amount > 1000 ? 'review' : 'accept'";

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Binding binding = new Binding();
        binding.setVariable("amount", Long.parseLong(req.getHeader("X-Amount")));
        Object verdict = new GroovyShell(binding).evaluate(RULE);
        resp.getWriter().println(verdict);
    }
}
