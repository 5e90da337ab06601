import groovy.lang.GroovyShell;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GroovyRuleServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String rule = req.getHeader("X-Rule");
        Object verdict = new GroovyShell().evaluate(rule);
        resp.getWriter().println(verdict);
    }
}
