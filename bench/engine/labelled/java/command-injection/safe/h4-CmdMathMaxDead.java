import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-math-max-dead")
public class CmdMathMaxDead extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String param = request.getParameter("target");
            String bar;
            int n = Math.max(3, 7);
            if (n > 5) {
                bar = "whoami";
            } else {
                bar = param;
            }
            ProcessBuilder pb = new ProcessBuilder("sh", "-c", bar);
            Process p = pb.start();
            response.getWriter().println(p.waitFor());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
