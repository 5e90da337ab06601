import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cmd-env-pair-const")
public class CmdEnvPairConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        String bar = "fixed";
        if (param.isEmpty()) bar = "empty";
        String[] args = {"sh", "-c", "echo $foo"};
        String[] argsEnv = {"foo=" + bar};
        Process p = Runtime.getRuntime().exec(args, argsEnv);
        response.getWriter().println(p.toString());
    }
}
