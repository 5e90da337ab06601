import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EnvpExecServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("greeting");
        if (param == null) param = "";
        String[] cmd = {"/bin/sh", "-c", "echo $GREETING"};
        String[] envp = {"LANG=C", "GREETING=" + param};
        Runtime r = Runtime.getRuntime();
        Process p = r.exec(cmd, envp);
        try (InputStream in = p.getInputStream()) {
            response.getWriter().println(in.available());
        }
    }
}
