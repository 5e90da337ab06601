import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportEnvNumericServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int pages = Integer.parseInt(req.getParameter("pages"));
        String[] env = {"PATH=/usr/bin", "REPORT_PAGES=" + pages};
        Process p = Runtime.getRuntime().exec(new String[] {"/opt/reports/render.sh"}, env);
        resp.getWriter().println("started " + p.pid());
    }
}
