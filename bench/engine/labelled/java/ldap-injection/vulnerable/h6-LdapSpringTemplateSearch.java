package org.example.bench.web;

import java.io.IOException;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;

@WebServlet(value = "/ldap-injection-ldapspringtemplatesearch")
public class LdapSpringTemplateSearch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("surname");
        String param = values != null && values.length > 0 ? values[0] : "";
        List<String> names = ldapTemplate.search("ou=people", "(sn=" + param + ")",
                (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
        response.getWriter().println(names.size());
    }

    private LdapTemplate ldapTemplate;
}
