import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-exec-header")
public class CmdExecHeader extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Archive");
        if (param == null) param = "";
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String cmd = new Builder().line("tar -tzf /srv/archives/", param);
        Runtime rt = Runtime.getRuntime();
        Process proc = rt.exec(cmd);
        response.getWriter().println(proc.isAlive());
    }

    static class Builder {
        String line(String prefix, String arg) {
            return prefix + arg;
        }
    }
}
