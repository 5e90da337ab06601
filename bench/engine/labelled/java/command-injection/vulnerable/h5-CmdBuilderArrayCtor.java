import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cmd-builder-array-ctor")
public class CmdBuilderArrayCtor extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        boolean flag = true;
        java.util.Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements() && flag) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && flag; i++) {
                    if (values[i].equals("h5in")) {
                        param = name;
                        flag = false;
                    }
                }
            }
        }
        String a1 = param;
        StringBuilder b1 = new StringBuilder(a1);
        b1.append(" SafeStuff");
        b1.replace(b1.length() - "Chars".length(), b1.length(), "Chars");
        java.util.HashMap<String, Object> map1 = new java.util.HashMap<String, Object>();
        map1.put("key1", b1.toString());
        String c1 = (String) map1.get("key1");
        String d1 = c1.substring(0, c1.length() - 1);
        String e1 = new String(java.util.Base64.getDecoder().decode(java.util.Base64.getEncoder().encode(d1.getBytes())));
        String f1 = e1.split(" ")[0];
        String bar = String.valueOf(f1.toCharArray());
        ProcessBuilder pb = new ProcessBuilder(new String[] {"sh", "-c", "echo " + bar});
        Process p = pb.start();
        response.getWriter().println(p.toString());
    }
}
