import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ValuesProcessBuilderServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        String[] values = request.getParameterValues("target");
        if (values != null && values.length > 0) {
            param = values[0];
        }
        List<String> argList = new ArrayList<String>();
        argList.add("sh");
        argList.add("-c");
        argList.add("nslookup " + param);
        ProcessBuilder pb = new ProcessBuilder();
        pb.command(argList);
        Process p = pb.start();
        try {
            response.getWriter().println("exit " + p.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
