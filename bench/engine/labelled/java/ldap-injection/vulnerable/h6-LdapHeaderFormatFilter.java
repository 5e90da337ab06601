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

@WebServlet(value = "/ldap-injection-ldapheaderformatfilter")
public class LdapHeaderFormatFilter extends HttpServlet {

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
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = doSomething(request, param);
        try {
            DirContext ctx = context();
            String filter = String.format("(&(objectclass=inetOrgPerson)(mail=%s))", bar);
            NamingEnumeration<SearchResult> results = ctx.search("dc=example,dc=org", filter, new SearchControls());
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

    private static String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
        String bar = "alsosafe";
        if (param != null) {
            java.util.List<String> valuesList = new java.util.ArrayList<String>();
            valuesList.add("safe");
            valuesList.add(param);
            valuesList.add("moresafe");
            valuesList.remove(0);
            bar = valuesList.get(0);
        }
        return bar;
    }
}
