package org.example.bench.web;

import java.io.IOException;
import java.util.Hashtable;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldap-injection-ldapconstbranchfilter")
public class LdapConstBranchFilter extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("X-User") != null) param = request.getHeader("X-User");
        String bar;
        int num = 86;
        if ((7 * 42) - num > 200) bar = "This_should_always_happen";
        else bar = param;
        try {
            DirContext ctx = context();
            String filter = "(&(objectclass=person)(uid=" + bar + "))";
            NamingEnumeration<SearchResult> results = ctx.search("ou=users,ou=system", filter, new SearchControls());
            response.getWriter().println(results.hasMore() ? "found" : "none");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    private DirContext context() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(javax.naming.Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(javax.naming.Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }
}
