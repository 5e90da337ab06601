import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-shell-array")
public class CmdShellArray extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String host = request.getParameter("host");
        if (host == null) host = "localhost";
        java.util.List<String> argv = new java.util.ArrayList<String>();
        argv.add("sh");
        argv.add("-c");
        argv.add("ping -c 1 " + host);
        ProcessBuilder pb = new ProcessBuilder();
        pb.command(argv);
        Process p = pb.start();
        java.io.InputStream out = p.getInputStream();
        byte[] buf = new byte[256];
        int n = out.read(buf);
        response.getWriter().println(n);
    }
}
