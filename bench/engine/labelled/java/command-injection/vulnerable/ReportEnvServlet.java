import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReportEnvServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String title = req.getParameter("title");
        String[] env = {"PATH=/usr/bin", "REPORT_TITLE=" + title};
        Process p = Runtime.getRuntime().exec(new String[] {"/opt/reports/render.sh"}, env);
        resp.getWriter().println("started " + p.pid());
    }
}
