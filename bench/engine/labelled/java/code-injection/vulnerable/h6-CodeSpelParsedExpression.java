package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;

@WebServlet(value = "/code-injection-codespelparsedexpression")
public class CodeSpelParsedExpression extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("sortExpr");
        String param = values != null ? values[0] : "name";
        ExpressionParser parser = new SpelExpressionParser();
        Expression exp = parser.parseExpression("items.?[" + param + "]");
        Object result = exp.getValue(new java.util.HashMap<String, Object>());
        response.getWriter().println(result != null);
    }
}
