import java.util.function.Function;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-lambda-args")
public class CmdLambdaArgs extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String name = request.getParameter("archive");
            if (name == null) name = "backup";
            Function<String, String> tidy = s -> s.trim().toLowerCase();
            String[] cmd = { "sh", "-c", "tar czf /tmp/out.tgz " + tidy.apply(name) };
            Process p = Runtime.getRuntime().exec(cmd);
            response.getWriter().println(p.waitFor());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
