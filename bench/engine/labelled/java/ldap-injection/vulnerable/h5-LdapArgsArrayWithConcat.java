import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/ldap-args-array-with-concat")
public class LdapArgsArrayWithConcat extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-H5-In");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = param;
        try {
            java.util.Hashtable<String, String> env = new java.util.Hashtable<String, String>();
            env.put(javax.naming.Context.PROVIDER_URL, "ldap://127.0.0.1:10389");
            javax.naming.directory.InitialDirContext idc = new javax.naming.directory.InitialDirContext(env);
            javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
            String filter = "(&(objectclass=person)(uid=" + bar + ")(street={0}))";
            Object[] filters = new Object[] {"The streetz 4 Ms bar"};
            javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> results = idc.search("ou=users,ou=system", filter, filters, sc);
            response.getWriter().println(results.hasMore());
        } catch (javax.naming.NamingException e) {
            throw new ServletException(e);
        }
    }
}
