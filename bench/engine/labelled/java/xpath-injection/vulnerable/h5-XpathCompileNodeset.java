import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/xpath-compile-nodeset")
public class XpathCompileNodeset extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "noCookieValueSupplied";
        javax.servlet.http.Cookie[] theCookies = request.getCookies();
        if (theCookies != null) {
            for (javax.servlet.http.Cookie theCookie : theCookies) {
                if (theCookie.getName().equals("h5in")) {
                    param = java.net.URLDecoder.decode(theCookie.getValue(), "UTF-8");
                    break;
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
        try {
            javax.xml.parsers.DocumentBuilderFactory dbf = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            org.w3c.dom.Document doc = dbf.newDocumentBuilder().parse(new java.io.File(System.getProperty("user.dir"), "employees.xml"));
            javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
            org.w3c.dom.NodeList nodes = (org.w3c.dom.NodeList) xp.compile("/Employees/Employee[@emplid='" + bar + "']").evaluate(doc, javax.xml.xpath.XPathConstants.NODESET);
            response.getWriter().println(nodes.getLength());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
