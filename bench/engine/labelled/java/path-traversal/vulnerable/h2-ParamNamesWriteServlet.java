import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ParamNamesWriteServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        boolean flag = true;
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements() && flag) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && flag; i++) {
                    if (values[i].equals("upload")) {
                        param = name;
                        flag = false;
                    }
                }
            }
        }
        String fileName = "/var/tmp/uploads/" + param;
        try (FileOutputStream fos = new FileOutputStream(fileName, false)) {
            fos.write(new byte[] {1, 2, 3});
        }
        response.getWriter().println("written");
    }
}
